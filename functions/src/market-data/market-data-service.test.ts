import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../http/errors';
import { buildMarketDataService } from './market-data-service';

const service = buildMarketDataService(createMarketSimulator());
/** Tuesday 2026-11-17, 11:00 in New York (EST, UTC-5): the market is open. */
const duringSession = new Date('2026-11-17T16:00:00Z');
/** Saturday 2026-11-21, noon in New York. */
const weekend = new Date('2026-11-21T17:00:00Z');

describe('market-data service on the simulator', () => {
  it('prices move during a session and stand still at the weekend', () => {
    const open = service.price('AAPL', duringSession);
    const later = service.price('AAPL', new Date(duringSession.getTime() + 60 * 60_000));
    const saturday = service.price('AAPL', weekend);
    const sunday = service.price('AAPL', new Date(weekend.getTime() + 24 * 3_600_000));

    expect(open.marketOpen).toBe(true);
    expect(later.price).not.toBe(open.price);
    expect(saturday.marketOpen).toBe(false);
    expect(sunday.price).toBe(saturday.price);
    // Friday 2026-11-20 is the simulator's anchor: its close is the directory's reference price.
    expect(saturday.price).toBe(270);
    expect(saturday.asOf).toBe('2026-11-20T21:00:00.000Z');
    expect(saturday.change).toBeCloseTo(saturday.price - saturday.previousClose, 2);
    expect(saturday.dataSource).toBe('simulated');
  });

  it('candles default to the year up to today and never include the future', () => {
    const { candles } = service.candles('MSFT', {}, duringSession);

    expect(candles.at(-1)?.time).toBe('2026-11-17');
    expect(candles.length).toBeGreaterThan(245);
    expect(candles.length).toBeLessThan(256);
    for (const candle of candles) {
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
    }
  });

  it('refuses candle ranges in the future, before the data or reversed', () => {
    expect(() => service.candles('MSFT', { to: '2026-11-18' }, duringSession)).toThrow(BadRequestError);
    expect(() => service.candles('MSFT', { from: '2001-01-02', to: '2002-01-02' }, duringSession)).toThrow(
      /first day of data/,
    );
    expect(() => service.candles('MSFT', { from: '2026-02-01', to: '2026-01-01' }, duringSession)).toThrow(
      /must not be after/,
    );
    expect(() => service.candles('ZZZZ', {}, duringSession)).toThrow(NotFoundError);
  });

  it('answers the nearest chain by default, with OCC symbols and mid premiums', () => {
    const chain = service.optionChain('BRK.B', undefined, duringSession);
    const [first] = service.expirations('BRK.B', duringSession).expirations;
    const call = chain.options.find((row) => row.type === 'call')!;

    expect(chain.expiration).toBe(first?.date);
    expect(call.symbol).toMatch(/^BRKB\d{6}C\d{8}$/);
    expect(call.premium).toBeCloseTo((call.lastBid + call.lastAsk) / 2, 2);
  });

  it('refuses an expiration in the past and one that is not listed', () => {
    expect(() => service.optionChain('AAPL', '2026-11-13', duringSession)).toThrow(/must not be in the past/);
    expect(() => service.optionChain('AAPL', '2026-11-18', duringSession)).toThrow(/No options chain/);
  });

  it('lists only monthly expirations for a ticker without weeklies', () => {
    // SCHD lists monthly options only.
    const company = service.company('SCHD');

    const { expirations } = service.expirations('SCHD', duringSession);

    expect(company.weeklyOptions).toBe(false);
    expect(expirations.every((entry) => entry.kind === 'monthly')).toBe(true);
    expect(expirations.length).toBe(12);
  });

  it('finds the close at a date, the date of a price, and validates a price', () => {
    const atDate = service.priceAtDate('KO', '2026-07-04', duringSession);
    const found = service.dateForPrice('KO', atDate.price, duringSession);
    const valid = service.validatePrice(
      { ticker: 'KO', price: atDate.price, date: atDate.date },
      duringSession,
    );
    const invalid = service.validatePrice(
      { ticker: 'KO', price: atDate.price * 3, date: atDate.date },
      duringSession,
    );

    // Independence Day 2026 is a Saturday (observed Friday 3 July): the last session before it is Thursday 2 July.
    expect(atDate.date).toBe('2026-07-02');
    expect(found.date >= '2026-07-02').toBe(true);
    expect(valid.valid).toBe(true);
    expect(invalid.valid).toBe(false);
    expect(invalid.message).toContain('traded between');
    expect(() =>
      service.validatePrice({ ticker: 'KO', price: 50, date: '2026-07-04' }, duringSession),
    ).toThrow(/not a trading day/);
  });

  it('lists corporate events and bounds the window', () => {
    const events = service.corporateEvents('AAPL', { from: '2026-01-01', to: '2026-12-31' }, duringSession);

    expect(events.dividends).toHaveLength(4);
    expect(events.earnings).toHaveLength(4);
    expect(() =>
      service.corporateEvents('AAPL', { from: '2016-01-04', to: '2030-12-31' }, duringSession),
    ).toThrow(/at most/);
  });
});
