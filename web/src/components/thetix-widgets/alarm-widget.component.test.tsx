import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../testing/render-in-dom';
import { AlarmActionsProvider } from './alarm-actions';
import { WidgetList } from './widget-list';

/** A card's price alert in its three states, and Re-arm only where the card is the viewer's own. */
const alarm = (state: 'armed' | 'tracking' | 'triggered', alarmText: string) => ({
  widget: 'alarm',
  title: 'AAPL alert',
  condition: 'AAPL above $250.00',
  alarm_text: alarmText,
  value: state === 'triggered',
  alert: {
    id: 'AAPL-above-25000',
    ticker: 'AAPL',
    direction: 'above',
    trigger_price: 250,
    state,
    price: state === 'triggered' ? 251 : 248,
    ...(state === 'triggered' ? { triggered_at: '2026-03-10T15:01:00.000Z', triggered_price: 250.41 } : {}),
  },
});

describe('the alarm of a price alert', () => {
  it.each([
    ['armed', 'Armed', 'AAPL is at $240.00: not above $250.00 yet.'],
    ['tracking', 'Tracking', 'AAPL is at $248.00, within 1 % of $250.00.'],
  ] as const)('shows an %s alert with its badge and no Re-arm', (state, badge, text) => {
    renderInDom(
      <AlarmActionsProvider value={{ rearm: vi.fn() }}>
        <WidgetList widgets={[alarm(state, text)]} emptyText={NO_VISUAL_WIDGETS} />
      </AlarmActionsProvider>,
    );
    expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Re-arm' })).toBeNull();
  });

  it('offers Re-arm on a triggered alert of the own card and sends its id', async () => {
    // Prepare
    const rearm = vi.fn();
    renderInDom(
      <AlarmActionsProvider value={{ rearm }}>
        <WidgetList
          widgets={[alarm('triggered', 'AAPL went above $250.00: $250.41 at Mar 10, 11:01 AM ET.')]}
          emptyText={NO_VISUAL_WIDGETS}
        />
      </AlarmActionsProvider>,
    );
    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: 'Re-arm' }));
    // Assess
    expect(screen.getByText('Triggered')).toBeTruthy();
    expect(screen.getByText('AAPL went above $250.00: $250.41 at Mar 10, 11:01 AM ET.')).toBeTruthy();
    expect(rearm).toHaveBeenCalledWith('AAPL-above-25000');
  });

  it('shows a triggered alert without Re-arm where nothing can be written (a public page, a chat)', () => {
    renderInDom(<WidgetList widgets={[alarm('triggered', 'AAPL went above $250.00.')]} emptyText="" />);
    expect(screen.getByText('Triggered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Re-arm' })).toBeNull();
  });
});
