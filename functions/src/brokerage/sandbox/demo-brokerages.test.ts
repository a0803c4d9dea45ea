import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import { describe, expect, it } from 'vitest';
import { marketModel } from '../../market-data/market-source';
import { activityLines } from '../ledger-mapping';
import { demoActivities, demoBrokerages } from './demo-brokerages';

const market = marketModel();
const anchor = '2026-10-15';
const northwind = demoBrokerages.find((brokerage) => brokerage.id === 'northwind')!.accounts[0]!;

describe('sandbox demo brokerages', () => {
  it('only ever add activities: what was reported keeps its id and figures at every later sync', () => {
    // Prepare
    const earlier = demoActivities({
      market,
      account: northwind,
      anchor,
      now: new Date('2026-11-02T15:00:00Z'),
    });

    // Act
    const later = demoActivities({
      market,
      account: northwind,
      anchor,
      now: new Date('2026-11-24T22:00:00Z'),
    });

    // Assess
    expect(later.length).toBeGreaterThan(earlier.length);
    const byId = new Map(later.map((activity) => [activity.id, activity]));
    for (const activity of earlier) expect(byId.get(activity.id)).toEqual(activity);
  });

  it('hold the stated shares, a weekly call expiring within a week, and a year of calls and dividends', () => {
    // Prepare
    const now = new Date('2026-11-24T22:00:00Z');

    // Act
    const activities = demoActivities({ market, account: northwind, anchor, now });

    // Assess
    const held = holdingsAt(
      activities.flatMap((activity) => activityLines('acc', activity)),
      now,
    );
    expect(held.map((holding) => [holding.ticker, holding.shares])).toEqual([
      ['AAPL', 300],
      ['KO', 500],
      ['MSFT', 200],
    ]);
    const aaplCall = held.find((holding) => holding.ticker === 'AAPL')!.openOptions[0]!;
    expect(aaplCall.contracts).toBe(-3);
    const daysLeft = (Date.parse(`${aaplCall.expiration}T21:00:00Z`) - now.getTime()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(0);
    expect(daysLeft).toBeLessThanOrEqual(7);
    const expiries = activities.filter(
      (activity) => activity.kind === 'expiry' && activity.ticker === 'AAPL',
    );
    expect(expiries.length).toBeGreaterThan(30);
    expect(
      activities.filter((activity) => activity.kind === 'dividend' && activity.ticker === 'KO').length,
    ).toBeGreaterThanOrEqual(4);
    // KO was bought before the history: its purchase is older than the year the aggregator reports.
    const koBuy = activities.find((activity) => activity.ticker === 'KO' && activity.kind === 'buy')!;
    expect(newYorkDate(new Date(koBuy.timestamp)) < '2025-10-15').toBe(true);
  });

  it('sell calls out of the money at the simulated bid, so every past call expired', () => {
    // Prepare
    const now = new Date('2026-11-24T22:00:00Z');

    // Act
    const sales = demoActivities({ market, account: northwind, anchor, now }).filter(
      (activity) => activity.kind === 'sell' && activity.optionSymbol,
    );

    // Assess
    for (const sale of sales) {
      const date = newYorkDate(new Date(sale.timestamp));
      expect(sale.price).toBeGreaterThanOrEqual(0.05);
      const strike = Number(sale.optionSymbol!.slice(-8)) / 1000;
      expect(strike).toBeGreaterThan(market.closeOn(sale.ticker, date));
    }
  });
});
