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

  it('renders nothing without open calls', () => {
    // Act
    const { container } = renderInDom(<OpenCallsTable calls={[]} />);

    // Assess
    expect(container.textContent).toBe('');
  });
});
