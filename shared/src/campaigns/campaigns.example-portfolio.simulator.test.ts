import { describe, expect, it } from 'vitest';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { exampleLedger } from '../portfolio/example-portfolio';
import { marketMarks } from '../portfolio/market-marks';
import { realisedOptionIncome } from '../portfolio/realised-option-income';
import { campaignsOf } from './campaigns';

/**
 * The example portfolio (covered calls on shares bought a year before, some assigned and bought back) on the
 * simulator: every option line lies in a campaign, so the campaigns' option income is the portfolio's realised option
 * income to the cent (one definition).
 */
describe('campaigns of the example portfolio', () => {
  it('agree with the realised option income and start from the shares held', () => {
    // Prepare
    const market = createMarketSimulator();
    const now = new Date('2026-07-01T22:00:00Z');
    const lines = exampleLedger({ market, now, accountId: 'acc-12345678-x' });
    const live = marketMarks(market, now).live;
    // Act
    const campaigns = campaignsOf({
      lines,
      now,
      marks: {
        spot: live.spot,
        option: live.option,
        closeOn: (ticker, date) => market.closeOn(ticker, date),
      },
    });
    // Assess
    expect(campaigns.length).toBeGreaterThanOrEqual(3);
    const income = campaigns.reduce((sum, campaign) => sum + campaign.putIncome + campaign.callIncome, 0);
    expect(Math.round(income * 100)).toBe(Math.round(realisedOptionIncome(lines) * 100));
    expect(campaigns.every((campaign) => campaign.startedWith === 'call_on_shares_held')).toBe(true);
    expect(campaigns.every((campaign) => campaign.putIncome === 0 && campaign.daysIn.put === 0)).toBe(true);
    expect(campaigns.every((campaign) => campaign.buyAndHold !== null)).toBe(true);
    // The share count each open campaign reports is what the ledger holds of its ticker.
    for (const campaign of campaigns.filter((item) => item.status === 'open')) {
      const held = lines
        .filter((line) => line.ticker === campaign.ticker && line.tickerType === 'equity')
        .reduce(
          (sum, line) =>
            sum +
            (line.orderType === 'buy' || (line.orderType === 'assignment' && line.optionType === 'put')
              ? line.quantity
              : -line.quantity),
          0,
        );
      expect(campaign.shares).toBeCloseTo(held, 6);
    }
  });
});
