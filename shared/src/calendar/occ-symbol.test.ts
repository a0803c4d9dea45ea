import { describe, expect, it } from 'vitest';
import { formatOccSymbol, type OccOption, parseOccSymbol } from './occ-symbol';

const createOption = (overrides: Partial<OccOption> = {}): OccOption => ({
  root: 'AAPL',
  expiration: '2025-01-17',
  type: 'call',
  strike: 150,
  ...overrides,
});

describe('formatOccSymbol', () => {
  it('writes the compact form by default and the 21-character OSI form on request', () => {
    // Prepare
    const option = createOption();
    // Act
    const compact = formatOccSymbol(option);
    const padded = formatOccSymbol(option, { padded: true });
    // Assess
    expect(compact).toBe('AAPL250117C00150000');
    expect(padded).toBe('AAPL  250117C00150000');
    expect(padded).toHaveLength(21);
  });

  it.each([
    [12.5, '00012500'],
    [0.5, '00000500'],
    [1234.567, '01234567'],
    [0.001, '00000001'],
    [99_999.999, '99999999'],
    [0.1 + 0.2, '00000300'],
  ])('writes strike %d as %s thousandths', (strike, digits) => {
    expect(formatOccSymbol(createOption({ strike, type: 'put' }))).toBe(`AAPL250117P${digits}`);
  });

  it('keeps digits in adjusted roots and a full 6-character root unpadded', () => {
    expect(formatOccSymbol(createOption({ root: 'AAPL1' }), { padded: true })).toBe('AAPL1 250117C00150000');
    expect(formatOccSymbol(createOption({ root: 'GOOGL1' }), { padded: true })).toBe('GOOGL1250117C00150000');
  });

  it.each([
    [{ strike: 12.3456 }, 'strike 12.3456 is not a multiple of 0.001'],
    [{ strike: 100_000 }, 'strike 100000 is outside 0.001-99999.999'],
    [{ strike: 0 }, 'strike 0 is outside'],
    [{ strike: -5 }, 'strike -5 is outside'],
    [{ strike: Number.NaN }, 'strike NaN is not a finite number'],
    [{ root: 'BRK.B' }, 'BRK.B options use BRKB'],
    [{ root: 'aapl' }, 'must be upper case'],
    [{ root: 'TOOLONG' }, 'must be 1-6 letters or digits'],
    [{ root: '' }, 'the root is missing'],
    [{ expiration: '2025-02-30' }, 'is not a real calendar date'],
    [{ expiration: '2100-01-15' }, 'does not fit a two-digit year'],
  ])('refuses %j: %s', (overrides, message) => {
    expect(() => formatOccSymbol(createOption(overrides))).toThrow(message);
  });
});

describe('parseOccSymbol', () => {
  it.each(['AAPL250117C00150000', 'AAPL  250117C00150000'])('reads %s', (symbol) => {
    // Act
    const result = parseOccSymbol(symbol);
    // Assess
    expect(result).toEqual({ ok: true, option: createOption() });
  });

  it('reads puts, fractional strikes and roots with digits', () => {
    // Act
    const results = [parseOccSymbol('F     260320P00012500'), parseOccSymbol('AAPL1260116C01234567')];
    // Assess
    expect(results).toEqual([
      { ok: true, option: { root: 'F', expiration: '2026-03-20', type: 'put', strike: 12.5 } },
      { ok: true, option: { root: 'AAPL1', expiration: '2026-01-16', type: 'call', strike: 1234.567 } },
    ]);
  });

  it('round-trips both forms for a range of contracts', () => {
    // Prepare
    const options = [
      createOption(),
      createOption({ root: 'SPY', expiration: '2024-03-28', type: 'put', strike: 512.5 }),
      createOption({ root: 'BRKB', expiration: '2030-12-20', strike: 99_999.999 }),
      createOption({ root: 'X', expiration: '2015-02-20', strike: 0.001 }),
      createOption({ root: 'GOOGL1', strike: 2.345 }),
    ];
    // Act
    const compact = options.map((option) => parseOccSymbol(formatOccSymbol(option)));
    const padded = options.map((option) => parseOccSymbol(formatOccSymbol(option, { padded: true })));
    // Assess
    const expected = options.map((option) => ({ ok: true, option }));
    expect(compact).toEqual(expected);
    expect(padded).toEqual(expected);
  });

  it.each([
    ['AAPL250117C0015000', 'expected yymmdd, C or P, and an 8-digit strike'],
    ['AAPL250117X00150000', 'expected yymmdd, C or P, and an 8-digit strike'],
    ['AAPL25O117C00150000', 'expected yymmdd, C or P, and an 8-digit strike'],
    ['250117C00150000', 'expected 16-21 characters, got 15'],
    ['TOOLONG250117C00150000', 'expected 16-21 characters, got 22'],
    ['AAPL 250117C00150000', 'spaces may only pad the root'],
    ['AA PL250117C00150000', 'must be 1-6 letters or digits'],
    [' AAPL 250117C00150000', 'must be 1-6 letters or digits'],
    ['      250117C00150000', 'the root is missing'],
    ['aapl250117C00150000', 'must be upper case'],
    ['BRK.B250117C00150000', 'BRK.B options use BRKB'],
    ['AAPL250230C00150000', '250230 is not a real date'],
    ['AAPL250117C00000000', 'the strike is zero'],
  ])('refuses %j: %s', (symbol, reason) => {
    // Act
    const result = parseOccSymbol(symbol);
    // Assess
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error).toMatch(`Invalid OCC symbol "${symbol}": `);
    expect(result.ok ? undefined : result.error).toContain(reason);
  });

  it('reports a value that is not a string instead of throwing', () => {
    expect(parseOccSymbol(42 as unknown as string)).toEqual({
      ok: false,
      error: 'Invalid OCC symbol "42": not a string',
    });
  });
});
