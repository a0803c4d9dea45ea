import { screen, within } from '@testing-library/react';
import {
  ERROR_RENDERING_WIDGETS,
  NO_TRANSACTION_DATA,
  NO_VALID_WIDGETS,
  NO_VISUAL_WIDGETS,
  UNABLE_TO_RENDER_WIDGET,
} from '@thetix/shared/thetix/widgets';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../testing/render-in-dom';
import { WidgetExtensionsProvider, type WidgetExtensions } from './widget-extensions';
import { WidgetList } from './widget-list';

const price = { widget: 'price', symbol: 'AAPL', value: 190.5, change: 1.25, change_percent: 0.66 };
const message = { widget: 'message', title: 'Heads up', message: 'Markets close early', type: 'warning' };

describe('WidgetList validation and empty texts', () => {
  it("shows a report section's name, its own prose (content) and then its widgets (spec part 3 §3)", () => {
    // Act
    renderInDom(
      <WidgetList
        widgets={[
          { widget: 'section', name: 'Summary', content: 'You hold **3** stocks.', widgets: [price] },
        ]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );

    // Assess
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(within(section).getByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(section.textContent).toContain('You hold 3 stocks.');
    expect(section.textContent!.indexOf('You hold')).toBeLessThan(section.textContent!.indexOf('$190.50'));
  });

  it('drops invalid widgets silently and renders the valid ones in order', () => {
    // Act
    renderInDom(
      <WidgetList
        widgets={[{ widget: 'price', value: 1 }, price, { widget: 'magicCard' }, 'junk', message]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );

    // Assess
    const shown = document.querySelectorAll('[data-widget]');
    expect([...shown].map((element) => element.getAttribute('data-widget'))).toEqual(['price', 'message']);
    expect(screen.getByText('$190.50')).toBeTruthy();
    expect(screen.getByText('+$1.25 (+0.66%)')).toBeTruthy();
    expect(screen.queryByText(NO_VISUAL_WIDGETS)).toBeNull();
  });

  it.each([
    ['a card', NO_VISUAL_WIDGETS, 'No visual widgets to display'],
    ['a chat', NO_VALID_WIDGETS, 'No valid widgets to display'],
  ])('shows the empty text of %s verbatim when nothing valid remains', (_, emptyText, verbatim) => {
    renderInDom(
      <WidgetList widgets={[{ widget: 'chart', kind: 'pie', x: [1], y: [1] }]} emptyText={emptyText} />,
    );
    expect(screen.getByText(verbatim)).toBeTruthy();
  });

  it('treats a non-list as empty and hides visible=false widgets, inside sections too', () => {
    // Act
    const { unmount } = renderInDom(
      <WidgetList widgets={{ widget: 'price' }} emptyText={NO_VISUAL_WIDGETS} />,
    );
    expect(screen.getByText(NO_VISUAL_WIDGETS)).toBeTruthy();
    unmount();
    renderInDom(
      <WidgetList
        widgets={[
          { ...price, visible: false },
          {
            widget: 'section',
            name: 'Report',
            widgets: [
              { ...message, visible: false },
              { widget: 'userQuery', query: 'Why?' },
            ],
          },
        ]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );

    // Assess
    expect(screen.queryByText('$190.50')).toBeNull();
    expect(screen.queryByText('Markets close early')).toBeNull();
    const section = screen.getByRole('region', { name: 'Report' });
    expect(within(section).getByRole('heading', { name: 'Report' })).toBeTruthy();
    expect(within(section).getByText('Why?')).toBeTruthy();
  });

  it('shows only the first widget in first-widget mode', () => {
    renderInDom(<WidgetList widgets={[price, message]} emptyText={NO_VISUAL_WIDGETS} firstOnly />);
    expect(screen.getByText('$190.50')).toBeTruthy();
    expect(screen.queryByText('Markets close early')).toBeNull();
  });

  it('replaces a widget that throws with "Unable to render widget" and keeps the others', () => {
    // Prepare: an app extension that fails while rendering
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const extensions: WidgetExtensions = {
      opportunity: () => {
        throw new Error('boom');
      },
    };

    // Act
    renderInDom(
      <WidgetExtensionsProvider value={extensions}>
        <WidgetList widgets={[{ widget: 'opportunity', id: 'op-1' }, price]} emptyText={NO_VISUAL_WIDGETS} />
      </WidgetExtensionsProvider>,
    );

    // Assess
    expect(screen.getByText('Unable to render widget')).toBeTruthy();
    expect(UNABLE_TO_RENDER_WIDGET).toBe('Unable to render widget');
    expect(screen.getByText('$190.50')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('gives a failed widget another try when a new result arrives', async () => {
    // Prepare: the extension fails for the first result only
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const extensions: WidgetExtensions = {
      opportunity: ({ widget }) => {
        if (widget.id === 'broken') throw new Error('boom');
        return <p>Opportunity {widget.id}</p>;
      },
    };
    function Harness() {
      const [id, setId] = useState('broken');
      return (
        <WidgetExtensionsProvider value={extensions}>
          <button type="button" onClick={() => setId('fixed')}>
            Refresh
          </button>
          <WidgetList widgets={[{ widget: 'opportunity', id }]} emptyText={NO_VISUAL_WIDGETS} />
        </WidgetExtensionsProvider>
      );
    }
    const { user } = renderInDom(<Harness />);
    expect(screen.getByText(UNABLE_TO_RENDER_WIDGET)).toBeTruthy();

    // Act
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    // Assess
    expect(screen.getByText('Opportunity fixed')).toBeTruthy();
    expect(screen.queryByText(UNABLE_TO_RENDER_WIDGET)).toBeNull();
    vi.mocked(console.error).mockRestore();
  });

  it('shows "Error rendering widgets" when the list itself fails', () => {
    // Prepare: a result whose every read throws, as a broken store object could
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hostile = new Proxy([], {
      get() {
        throw new Error('unreadable');
      },
    });

    // Act
    renderInDom(<WidgetList widgets={hostile} emptyText={NO_VISUAL_WIDGETS} />);

    // Assess
    expect(screen.getByText(ERROR_RENDERING_WIDGETS)).toBeTruthy();
    expect(ERROR_RENDERING_WIDGETS).toBe('Error rendering widgets');
    vi.mocked(console.error).mockRestore();
  });
});

describe('WidgetList kinds', () => {
  it('asks a button query (or its label) through onAsk, and hides the buttons without onAsk', async () => {
    // Prepare
    const onAsk = vi.fn();
    const buttons = {
      widget: 'buttonGroup',
      buttons: [{ label: 'More', query: 'Show more AAPL' }, { label: 'Why?' }],
    };

    // Act
    const { user, unmount } = renderInDom(
      <WidgetList widgets={[buttons]} emptyText={NO_VISUAL_WIDGETS} onAsk={onAsk} />,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    unmount();
    renderInDom(<WidgetList widgets={[buttons]} emptyText={NO_VISUAL_WIDGETS} />);

    // Assess
    expect(onAsk.mock.calls).toEqual([['Show more AAPL'], ['Why?']]);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('renders messages as alerts by type, alarms with their state, alerts and the user question', () => {
    renderInDom(
      <WidgetList
        widgets={[
          { widget: 'alert_message', message: 'Saved', type: 'success' },
          {
            widget: 'alarm',
            title: 'AAPL above $200',
            condition: 'AAPL above $200.00',
            alarm_text: 'AAPL is at $190.',
            value: false,
          },
          { widget: 'alert', title: 'Alert', name: 'Earnings watch', condition: 'AAPL reports' },
          { widget: 'userQuery', query: 'How is AAPL doing?' },
        ]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );
    expect(screen.getByText('Saved').closest('[data-type]')?.getAttribute('data-type')).toBe('success');
    expect(screen.getByRole('heading', { name: 'AAPL above $200' })).toBeTruthy();
    expect(screen.getByText('Not triggered')).toBeTruthy();
    expect(screen.getByText('Earnings watch')).toBeTruthy();
    expect(screen.getByText('How is AAPL doing?').closest('blockquote')).toBeTruthy();
  });

  it('shows the engine footnote on market widgets', () => {
    const footnote = 'Simulated market data: prices and option quotes are not real.';
    renderInDom(<WidgetList widgets={[{ ...price, footnote }]} emptyText={NO_VISUAL_WIDGETS} />);
    expect(screen.getByText(footnote)).toBeTruthy();
  });

  it('shows "Loading Chart" while the chart chunk loads, inside an image labelled with a summary', async () => {
    // Act
    renderInDom(
      <WidgetList
        widgets={[
          { widget: 'chart', kind: 'line', title: 'AAPL', x: ['2026-01-02', '2026-01-05'], y: [180, 190] },
        ]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );

    // Assess
    const chart = screen.getByRole('img', { name: /^AAPL: line chart/ });
    expect(within(chart).getByText('Loading Chart')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'AAPL' })).toBeTruthy();
    await vi.waitFor(() => expect(within(chart).queryByText('Loading Chart')).toBeNull(), {
      timeout: 10_000,
    });
  });

  it('falls back to plain opportunity and transaction views without app extensions', () => {
    renderInDom(
      <WidgetList
        widgets={[
          {
            widget: 'opportunity',
            ticker: 'AAPL',
            action: 'Sell covered call',
            opportunity: { premium: 350, strike: 190 },
          },
          { widget: 'transaction', id: 'tx-1' },
        ]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );
    expect(screen.getByRole('heading', { name: 'AAPL opportunity' })).toBeTruthy();
    expect(screen.getByText('Sell covered call')).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByText('350')).toBeTruthy();
    expect(screen.getByText(NO_TRANSACTION_DATA)).toBeTruthy();
  });
});
