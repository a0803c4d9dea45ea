import { screen } from '@testing-library/react';
import { NO_TRANSACTION_DATA, NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetList } from '../components/thetix-widgets';
import { renderInDom } from '../components/testing/render-in-dom';
import { createCoveredCall } from '../features/opportunities/testing/covered-call-fixture';
import { AppWidgetExtensions } from './widget-extensions';

const group = {
  id: 'grp-1',
  accountId: 'a1',
  ticker: 'KO',
  date: '2026-11-02',
  type: 'equity',
  strategy: 'increase_position',
  source: 'manual',
  status: null,
  outcome: null,
  profitLoss: null,
  testData: false,
  transactions: [
    {
      id: 't1',
      accountId: 'a1',
      ticker: 'KO',
      symbol: 'KO',
      timestamp: '2026-11-02T15:00:00Z',
      tickerType: 'equity',
      orderType: 'buy',
      quantity: 100,
      price: 60,
      fees: 0,
      totalCost: 6000,
      source: 'manual',
    },
  ],
};

const render = (widgets: unknown[]) =>
  renderInDom(
    <AppWidgetExtensions>
      <WidgetList widgets={widgets} emptyText={NO_VISUAL_WIDGETS} />
    </AppWidgetExtensions>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('app widget extensions', () => {
  it('shows an embedded opportunity as the opportunity card and one by id once loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify(createCoveredCall({ id: 'opp_9', primary_ticker: 'KO', tickers: ['KO'] })),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    render([
      { widget: 'opportunity', opportunity: createCoveredCall() },
      { widget: 'opportunity', id: 'opp_9' },
    ]);
    expect(screen.getByRole('article', { name: 'Sell MSFT Covered Call' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Sell KO Covered Call' })).toBeTruthy();
  });

  it('shows an embedded transaction as a history row, and the texts for a missing or failed one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify([group]), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const { unmount } = render([
      { widget: 'transaction', transaction: group },
      { widget: 'transaction', id: 'nope' },
    ]);
    expect(screen.getByText('Bought 100 KO')).toBeTruthy();
    expect(await screen.findByText(NO_TRANSACTION_DATA)).toBeTruthy();
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Nope' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    render([{ widget: 'transaction', id: 'grp-1' }]);
    expect(await screen.findByText(/^Error: /)).toBeTruthy();
  });
});
