import type { OpenCallStatus } from '@thetix/shared/contracts/opportunities';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { OpenCallsTable } from './open-calls-table';

const call: OpenCallStatus = {
  symbol: 'AAPL261127C00275000',
  strike: 275,
  expiration: '2026-11-27',
  contracts: 12,
  avg_price: 1.82,
  current_ask: 0.47,
  premium_captured: 0.742,
  days_to_expiry: 3,
  moneyness: 'out_of_the_money',
  moneyness_ratio: -0.018,
  delta: 0.15,
  action: 'close',
  rule: 'premium_captured',
  reason: 'You have earned 74% of the $1.82 a share this call brought in, with 3 days left.',
  roll_net_credit: null,
};

describe('OpenCallsTable', () => {
  it('shows premium captured, days left, moneyness, the suggested action and its reason', () => {
    // Act
    renderInDom(<OpenCallsTable calls={[call]} />);

    // Assess
    const region = screen.getByRole('region', { name: 'Open calls' });
    const row = within(region).getAllByRole('row')[1];
    expect(row?.textContent).toBe('$275.00 · Nov 27, 20261274%3 days1.8% OTMClose');
    expect(region.textContent).toContain(`Nov 27, 2026 $275.00 call: ${call.reason}`);
  });

  it("opens a held call's what-if grid on demand, its expiry column the payoff of the shares and the call", async () => {
    // Prepare: 100 shares from $250 and one $275 call sold for $1.82, expiring far enough ahead
    const held: OpenCallStatus = {
      ...call,
      expiration: '2030-01-18',
      contracts: 1,
      what_if: {
        implied_volatility: 0.28,
        rate: 0.04,
        dividend_yield: 0.004,
        cost_basis: 250,
        volatility_range: null,
        simulated: false,
      },
    };
    const { user } = renderInDom(<OpenCallsTable calls={[held]} spot={270} />);
    expect(screen.queryByRole('region', { name: 'What if' })).toBeNull();

    // Act
    await user.click(screen.getByRole('button', { name: 'What if: $275.00 Jan 18, 2030 call' }));

    // Assess: at $270 and expiry: 100 × (270 − 250 + 1.82) = +$2,182
    const what = screen.getByRole('region', { name: 'What if' });
    const spotRow = what.querySelector('[data-sigmas="0"]') as HTMLElement;
    expect(within(spotRow).getAllByRole('cell').at(-1)?.textContent).toBe('+$2,182');
    expect(screen.getByText('Implied volatility: 28%')).toBeTruthy();
  });

  it('renders nothing without open calls', () => {
    // Act
    const { container } = renderInDom(<OpenCallsTable calls={[]} />);

    // Assess
    expect(container.textContent).toBe('');
  });
});
