import { screen, within } from '@testing-library/react';
import { NO_VISUAL_WIDGETS, sanitizeWidget, type OptionsChainWidget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../testing/render-in-dom';
import { OptionsChainWidgetView } from './options-chain-widget';
import { WidgetList } from './widget-list';

const contract = {
  widget: 'optionContract',
  symbol: 'AAPL',
  type: 'call',
  strike: 190,
  expiration: '2026-01-16',
  premium: 3.5,
  bid: 3.4,
  ask: 3.6,
  volume: 1200,
  open_interest: 15000,
  implied_volatility: 0.28,
  delta: 0.45,
  gamma: 0.02,
  theta: -0.05,
  vega: 0.12,
  current_price: 188.2,
  last_updated: '2026-01-05T15:00:00Z',
};

const chain = (fields: Record<string, unknown>): OptionsChainWidget => {
  const widget = sanitizeWidget({
    widget: 'optionsChain',
    symbol: 'AAPL',
    expiration: '2026-01-09',
    current_price: 190.4,
    show_greeks: true,
    show_volume: true,
    contracts: [
      { type: 'call', strike: 185, premium: 6, open_interest: 500, volume: 12000, implied_volatility: 0.3 },
      {
        contract_type: 'call',
        strike: 190,
        premium: 3,
        open_interest: 5000,
        volume: 1000,
        implied_volatility: 0.62,
        delta: 0.5,
      },
      { type: 'put', strike: 195, premium: 5, open_interest: 10000, volume: 999, implied_volatility: 0.5 },
    ],
    ...fields,
  });
  if (widget?.widget !== 'optionsChain') throw new Error('test chain is invalid');
  return widget;
};

describe('option contract widget', () => {
  it('names the delta level, shows greeks, quote, activity and IV, and marks at the money within 1 %', () => {
    // Act
    renderInDom(<WidgetList widgets={[contract]} emptyText={NO_VISUAL_WIDGETS} />);

    // Assess: 188.20 is within 1.90 (1 %) of the 190 strike
    expect(screen.getByRole('heading', { name: 'AAPL $190.00 Call' })).toBeTruthy();
    expect(screen.getByTestId('delta-level').textContent).toBe('Delta medium');
    expect(screen.getByText('At the money')).toBeTruthy();
    expect(screen.getByText('15,000')).toBeTruthy();
    expect(screen.getByText('28%')).toBeTruthy();
    expect(screen.getByText('-0.0500')).toBeTruthy();
    expect(screen.getByText(/^Last updated/)).toBeTruthy();
  });

  it.each([
    [0.1, 'very low'],
    [-0.25, 'low'],
    [0.69, 'high'],
    [0.7, 'very high'],
  ])('calls a delta of %s %s; 2 %% away is not at the money', (delta, level) => {
    renderInDom(
      <WidgetList widgets={[{ ...contract, delta, current_price: 186 }]} emptyText={NO_VISUAL_WIDGETS} />,
    );
    expect(screen.getByTestId('delta-level').textContent).toBe(`Delta ${level}`);
    expect(screen.queryByText('At the money')).toBeNull();
  });
});

describe('options chain widget', () => {
  it('highlights at the money within 1 of spot, IV above 50 %, activity tiers, and the expiry badge', () => {
    // Act: the chain expires 4 days after "now"
    renderInDom(<OptionsChainWidgetView chains={[chain({})]} now={new Date(2026, 0, 5, 12)} />);

    // Assess
    expect(screen.getByTestId('expiry-badge').textContent).toBe('Expires in 4 days');
    const calls = screen.getByRole('table', { name: /^Calls expiring/ });
    const atm = calls.querySelectorAll('[data-atm]');
    expect(atm).toHaveLength(1);
    expect(within(atm[0] as HTMLElement).getByText('ATM')).toBeTruthy();
    expect(within(atm[0] as HTMLElement).getByText('$190.00')).toBeTruthy();
    expect([...document.querySelectorAll('[data-high-iv]')].map((cell) => cell.textContent)).toEqual(['62%']);
    const tierOf = (text: string) => screen.getByText(text).getAttribute('data-tier');
    expect([tierOf('12,000'), tierOf('500'), tierOf('5,000'), tierOf('10,000'), tierOf('999')]).toEqual([
      '3',
      '0',
      '2',
      '3',
      '0',
    ]);
    expect(screen.getByRole('table', { name: /^Puts expiring/ })).toBeTruthy();
    expect(within(calls).getByRole('columnheader', { name: 'Delta' })).toBeTruthy();
  });

  it('leaves greeks and volume out unless asked, and has no badge more than 7 days out', () => {
    renderInDom(
      <OptionsChainWidgetView
        chains={[chain({ show_greeks: false, show_volume: false })]}
        now={new Date(2025, 11, 30, 12)}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Delta' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Volume' })).toBeNull();
    expect(screen.queryByTestId('expiry-badge')).toBeNull();
  });

  it('shows one tab per expiration of neighbouring chains, and the empty text for no contracts', async () => {
    // Act
    const { user } = renderInDom(
      <WidgetList
        widgets={[chain({}), chain({ expiration: '2026-01-16', contracts: [] })]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    await user.click(tabs[1]!);

    // Assess
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      expect.stringContaining('Jan 9, 2026'),
      expect.stringContaining('Jan 16, 2026'),
    ]);
    expect(await screen.findByText('No options contracts available')).toBeTruthy();
  });
});
