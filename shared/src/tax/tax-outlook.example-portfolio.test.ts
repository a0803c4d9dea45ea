import { describe, expect, it } from 'vitest';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { exampleLedger } from '../portfolio/example-portfolio';
import { booksAt } from '../portfolio/holdings';
import { taxOutlookOf } from './tax-outlook';

/** The tax view of the example portfolio on the simulator: lots agree with the ledger's shares, calls are assessed. */
describe('tax outlook of the example portfolio', () => {
  const market = createMarketSimulator();
  const now = new Date('2026-11-27T17:00:00Z');
  const accountId = 'acc-12345678-x';
  const lines = exampleLedger({ market, now, accountId });
  const accounts = [{ id: accountId, name: 'Manual Account' }];

  it('holds lots that add up to the shares the pages show, with the average cost beside them', () => {
    const outlook = taxOutlookOf({ ticker: 'AAPL', accounts, lines, market, now, method: 'fifo' });
    const book = booksAt(lines, now).find((candidate) => candidate.ticker === 'AAPL')!;
    const [account] = outlook.accounts;
    expect(account!.lots.reduce((sum, lot) => sum + lot.shares, 0)).toBe(book.shares);
    expect(account!.averageCostPerShare).toBeCloseTo(book.cost / book.shares, 4);
    expect(outlook.dataSource).toBe('simulated');
    expect(outlook.notice).toContain('not tax advice');
  });

  it('assesses the open AAPL call, sold about a week before a near expiration, as not qualified', () => {
    const outlook = taxOutlookOf({ ticker: 'AAPL', accounts, lines, market, now, method: 'fifo' });
    expect(outlook.openCalls).toHaveLength(1);
    const [call] = outlook.openCalls;
    expect(call!.qualified.termDays).toBeLessThanOrEqual(30);
    expect(call!.qualified.status).toBe('not_qualified');
    expect(call!.qualified.headline).toMatch(/^Not a qualified covered call: it expires in \d+ days/);
    expect(call!.assignment.sharesCalled).toBe(call!.contracts * 100);
    expect(call!.assignment.slices.reduce((sum, slice) => sum + slice.shares, 0)).toBe(
      call!.assignment.sharesCovered,
    );
  });

  it('assesses a proposed monthly call at the money against the last close', () => {
    const quote = market.quote('AAPL', now)!;
    const chainDate = market
      .expirations('AAPL', now, '2027-03-31')
      .find((entry) => entry.kind === 'monthly' && entry.date > '2027-01-01')!.date;
    const strike = market
      .optionChain('AAPL', chainDate, now)!
      .options.find((option) => option.type === 'call' && option.strike >= quote.price)!.strike;
    const outlook = taxOutlookOf({
      ticker: 'AAPL',
      accounts,
      lines,
      market,
      now,
      method: 'fifo',
      proposed: { strike, expiration: chainDate, contracts: 1, premium: 5 },
    });
    expect(outlook.proposedCall!.qualified.termDays).toBeGreaterThan(30);
    expect(outlook.proposedCall!.qualified.status).toBe('qualified_out_of_the_money');
    expect(outlook.proposedCall!.assignment.amountRealisedPerShare).toBeCloseTo(strike + 5, 4);
  });
});
