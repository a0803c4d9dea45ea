import { describe, expect, it } from 'vitest';
import { traceNumbers } from './traceability';

/** Materialized data as an `llm` item sees it: a quote widget and a candidates table with display text. */
const quote = {
  kind: 'price',
  title: 'Apple',
  data: {
    ticker: 'AAPL',
    price: 231.43,
    change: -2.57,
    change_percent: -0.01098,
    as_of: '2026-11-20T21:00:00Z',
  },
};
const candidates = {
  kind: 'table',
  title: 'Covered calls on your holdings',
  data: {
    columns: ['Contract', 'Strike', 'Premium', 'Annualized yield', 'Expires'],
    rows: [
      ['AAPL 2026-11-27 240 C', '$240.00', '$1,234.50', '12.34%', '2026-11-27'],
      ['MSFT 2026-11-27 520 C', '$520.00', '$987.00', '9.8%', '2026-11-27'],
    ],
    portfolio_value: 1234567.89,
    delta: 0.1234,
  },
};
const data = [quote, candidates];

describe('traceNumbers keeps numbers of the data', () => {
  it('keeps an exact copy of a data number', () => {
    // Prepare
    const prose = 'AAPL last traded at $231.43.';

    // Act
    const result = traceNumbers(prose, data);

    // Assess
    expect(result).toEqual({ text: prose, removed: [], kept: 1 });
  });

  it('keeps a data number rounded to fewer decimals, and a scaled one within 0.5 % ($1.24M for 1,234,567.89)', () => {
    // Prepare
    const prose = 'AAPL is near $231 (231.4 to be exact); the portfolio is worth about $1.24M.';

    // Act
    const result = traceNumbers(prose, data);

    // Assess
    expect(result.removed).toEqual([]);
    expect(result.kept).toBe(3);
  });

  it('keeps a percent written from a data fraction (0.1234 as 12.3%)', () => {
    // Prepare
    const prose = 'The chosen strike sits at a delta near 12.3%, i.e. 12 percent.';

    // Act
    const result = traceNumbers(prose, { delta: 0.1234 });

    // Assess
    expect(result.text).toBe(prose);
    expect(result.kept).toBe(2);
  });

  it('keeps currency with thousands separators, read from a display string of the data', () => {
    // Prepare
    const prose = 'The AAPL call pays $1,234.50 against $987 for MSFT, an annualized 12.34% versus 9.8%.';

    // Act
    const result = traceNumbers(prose, data);

    // Assess
    expect(result.removed).toEqual([]);
    expect(result.kept).toBe(4);
  });

  it('keeps a negative figure and a fall told in words, by magnitude', () => {
    // Prepare
    const prose = 'Today AAPL moved -$2.57, down 1.1%.';

    // Act
    const result = traceNumbers(prose, data);

    // Assess
    expect(result).toEqual({ text: prose, removed: [], kept: 2 });
  });

  it('keeps dates, times, years and small counts that are not in the data', () => {
    // Prepare
    const prose =
      'Both of the 2 calls expire Nov 27 (2026-11-27, the 4th Friday of November 2026) at 16:00; ' +
      'by 12/18 or on 18 December, 3 more may be listed.';

    // Act
    const result = traceNumbers(prose, {});

    // Assess
    expect(result.text).toBe(prose);
    expect(result.removed).toEqual([]);
  });
});

describe('traceNumbers removes numbers the data does not hold', () => {
  it('replaces an invented premium and an invented yield, keeping the rest of the sentence', () => {
    // Prepare
    const prose = 'The AAPL call pays $1,234.50, and rolling would add $1,999.99 for a 15.2% yield.';

    // Act
    const result = traceNumbers(prose, data);

    // Assess
    expect(result.text).toBe('The AAPL call pays $1,234.50, and rolling would add […] for a […] yield.');
    expect(result.removed).toEqual(['$1,999.99', '15.2%']);
    expect(result.kept).toBe(1);
  });

  it('removes a number just outside the rounding tolerance', () => {
    // Prepare: 232 is 0.25 % from 231.43 but not its rounding; 233 is 0.68 % away.
    const prose = 'AAPL could reach $233 or $232.';

    // Act
    const result = traceNumbers(prose, data);

    // Assess
    expect(result.removed).toEqual(['$233']);
    expect(result.text).toBe('AAPL could reach […] or $232.');
  });

  it('checks a negative number that is not in the data, with its sign', () => {
    // Prepare
    const prose = 'The position is at -$412.80.';

    // Act
    const result = traceNumbers(prose, data);

    // Assess
    expect(result).toEqual({ text: 'The position is at […].', removed: ['-$412.80'], kept: 0 });
  });

  it('checks a year written as money and counts written as percents', () => {
    // Prepare
    const prose = 'It would take $2,050 and a 5% move.';

    // Act
    const result = traceNumbers(prose, {});

    // Assess
    expect(result.removed).toEqual(['$2,050', '5%']);
  });

  it('reads numbers glued to letters as names, not figures', () => {
    // Prepare
    const prose = 'AAPL261127C00240000 reports Q3 numbers; see COVID-19 era lows.';

    // Act
    const result = traceNumbers(prose, {});

    // Assess
    expect(result).toEqual({ text: prose, removed: [], kept: 0 });
  });

  it('honours a stricter tolerance and a placeholder of the caller', () => {
    // Prepare
    const prose = 'Worth about $1.24M.';

    // Act
    const result = traceNumbers(prose, data, { relativeTolerance: 0.001, placeholder: '(removed)' });

    // Assess
    expect(result.text).toBe('Worth about (removed).');
  });
});
