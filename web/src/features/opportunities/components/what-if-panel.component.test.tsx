import { screen, within } from '@testing-library/react';
import { expiryInstant } from '@thetix/shared/calendar/expirations';
import type { WhatIfInputs } from '@thetix/shared/contracts/what-if';
import { coveredCallPnlAtExpiry } from '@thetix/shared/options/covered-call-payoff';
import type { WhatIfPosition } from '@thetix/shared/options/what-if-grid';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { WhatIfPanel } from './what-if-panel';

// 200 shares from $50, two $55 calls sold for $1.20, expiring on a monthly far enough ahead to be in the future.
const position: WhatIfPosition = {
  shares: 200,
  costBasis: 50,
  realised: 0,
  shortCalls: [{ strike: 55, expiresAt: expiryInstant('2030-01-18'), contracts: 2, premium: 1.2 }],
};
const whatIf: WhatIfInputs = {
  implied_volatility: 0.3,
  rate: 0.04,
  dividend_yield: 0.01,
  cost_basis: 50,
  volatility_range: { low: 0.18, average: 0.27, high: 0.52, basis: 'realised_20_session_past_year' },
  simulated: true,
};

const wholeDollars = (dollars: number) => {
  const whole = Math.round(Math.abs(dollars));
  return `${dollars > 0.005 ? '+' : dollars < -0.005 ? '−' : ''}$${whole.toLocaleString('en-US')}`;
};

describe('WhatIfPanel', () => {
  it("shows a price-by-date grid whose expiry column is the drawer's payoff at expiry", () => {
    // Act
    renderInDom(<WhatIfPanel position={position} spot={52} whatIf={whatIf} strike={55} />);

    // Assess
    const grid = screen.getByTestId('what-if-grid');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      const price = Number((cells[0]?.textContent ?? '').replace(/[^0-9.]/g, '').replace(/\.$/, ''));
      const payoff = coveredCallPnlAtExpiry(
        { entryPrice: 50, strike: 55, premium: 1.2, contracts: 2 },
        price,
      );
      expect(cells.at(-1)?.textContent).toBe(wholeDollars(payoff.total));
    }
    expect(within(grid).getAllByText('+1σ')).toHaveLength(1);
    expect(within(grid).getAllByText('−2σ')).toHaveLength(1);
    expect(within(grid).getByText('Today')).toBeTruthy();
  });

  it('the slider starts at the chain volatility, says the past-year markers, and moving it reprices today', async () => {
    // Prepare
    const { user } = renderInDom(<WhatIfPanel position={position} spot={52} whatIf={whatIf} strike={55} />);
    const spotRow = () =>
      screen.getByTestId('what-if-grid').querySelector('[data-sigmas="0"]') as HTMLElement;
    const todayBefore = within(spotRow()).getAllByRole('cell')[1]?.textContent;
    const expiryBefore = within(spotRow()).getAllByRole('cell').at(-1)?.textContent;
    expect(screen.getByText('Implied volatility: 30%')).toBeTruthy();
    expect(screen.getByTestId('volatility-markers').textContent).toContain(
      'Past year: low 18%, average 27%, high 52% (20-day realised volatility',
    );
    expect(screen.getByText('Simulated market data')).toBeTruthy();

    // Act
    const thumb = await screen.findByRole('slider');
    thumb.focus();
    await user.keyboard('{PageUp}');

    // Assess: a higher volatility makes the short calls dearer today; expiry is untouched.
    expect(screen.queryByText('Implied volatility: 30%')).toBeNull();
    expect(within(spotRow()).getAllByRole('cell')[1]?.textContent).not.toBe(todayBefore);
    expect(within(spotRow()).getAllByRole('cell').at(-1)?.textContent).toBe(expiryBefore);
    await user.click(screen.getByRole('button', { name: /Back to the chain's 30%/ }));
    expect(screen.getByText('Implied volatility: 30%')).toBeTruthy();
  });

  it('without a price history it says so instead of the markers', () => {
    renderInDom(
      <WhatIfPanel
        position={position}
        spot={52}
        whatIf={{ ...whatIf, volatility_range: null, simulated: false }}
        strike={55}
      />,
    );
    expect(screen.getByTestId('volatility-markers').textContent).toBe(
      "The chain's implied volatility: 30%. Too little price history for the past year's range.",
    );
  });
});
