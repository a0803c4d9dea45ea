import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../../calendar/nyse-calendar';
import type { MarketModel } from '../market-model';
import { createMarketSimulator } from './market-simulator';

const during = newYorkInstant('2026-11-24', 14, 37);
const tickers = ['AAPL', 'TSLA', 'KO', 'SPY', 'JEPI'];

/** Everything one screen might ask for, in a given ticker order. */
const snapshot = (model: MarketModel, order: readonly string[]) =>
  Object.fromEntries(
    order.map((ticker) => [
      ticker,
      {
        closes: Array.from(model.closes(ticker, '2016-01-04', '2030-12-31').closes),
        bars: model.dailyBars(ticker, '2026-10-01', '2026-11-24', during),
        quote: model.quote(ticker, during),
        chain: model.optionChain(ticker, '2026-12-18', during),
        dividends: model.dividends(ticker, '2016-01-04', '2030-12-31'),
        earnings: model.earnings(ticker, '2016-01-04', '2030-12-31'),
      },
    ]),
  );

describe('the simulator', () => {
  it('gives the same numbers from two fresh instances whatever order they are asked in', () => {
    // Prepare
    const first = createMarketSimulator();
    const second = createMarketSimulator();
    second.quote('SPY', newYorkInstant('2019-05-06', 10, 0));
    second.dailyBars('JEPI', '2018-01-02', '2018-12-31', during);
    // Act
    const forward = snapshot(first, tickers);
    const backward = snapshot(second, [...tickers].reverse());
    // Assess
    expect(backward).toEqual(forward);
  });

  it('gives the same live price whether the minutes are asked in order or not', () => {
    // Prepare
    const minutes = [575, 600, 601, 700, 959];
    const instants = minutes.map((minute) =>
      newYorkInstant('2026-11-24', Math.floor(minute / 60), minute % 60),
    );
    const inOrder = createMarketSimulator();
    const shuffled = createMarketSimulator();
    // Act
    const forward = instants.map((instant) => inOrder.quote('NVDA', instant)?.price);
    const backward = [...instants].reverse().map((instant) => shuffled.quote('NVDA', instant)?.price);
    // Assess
    expect(backward.reverse()).toEqual(forward);
  });

  it('pins known values, so a change to the model shows up as a deliberate test change', () => {
    const simulator = createMarketSimulator();
    expect(simulator.closeOn('AAPL', '2026-11-20')).toBe(270);
    expect(simulator.closeOn('AAPL', '2021-11-22')).toBe(227.71);
    expect(simulator.quote('AAPL', during)?.price).toBe(269.38);
  });

  it('gives a different, equally valid market for another seed, anchored at the same prices', () => {
    const standard = createMarketSimulator();
    const other = createMarketSimulator({ seed: 'another market' });
    expect(other.closeOn('AAPL', '2026-11-20')).toBe(standard.closeOn('AAPL', '2026-11-20'));
    expect(other.closeOn('AAPL', '2024-03-01')).not.toBe(standard.closeOn('AAPL', '2024-03-01'));
  });
});
