// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  calculatorFormReducer,
  countedRowsOf,
  createCalculatorForm,
  excludedRowsOf,
  hasChanges,
  normaliseTickerInput,
  parseAmount,
  positionsOf,
  totalOf,
  type CalculatorFormAction,
  type CalculatorFormInit,
} from './calculator-form';

const createForm = (overrides: Partial<CalculatorFormInit> = {}) =>
  createCalculatorForm({
    rows: [{ ticker: 'AAPL', amount: 100_000 }],
    maxRows: 2,
    risk: 'balanced',
    duration: 'weekly',
    calculated: true,
    ...overrides,
  });

const apply = (actions: CalculatorFormAction[], form = createForm()) =>
  actions.reduce(calculatorFormReducer, form);

describe('calculator form (spec part 1 §4, §5)', () => {
  it.each([
    ['aapl', 'AAPL'],
    ['brk.b', 'BRK.B'],
    ['googlx', 'GOOGL'],
    [' m$sf t', 'MSFT'],
  ])('upper-cases the ticker %j to %j and keeps at most 5 characters', (typed, expected) => {
    expect(normaliseTickerInput(typed)).toBe(expected);
  });

  it.each([
    ['100,000', 100_000],
    ['$25k', 25],
    ['abc', 0],
    ['', 0],
    ['007', 7],
    ['99999999999999', 1_000_000_000],
  ])('strips non-numeric characters from %j (invalid means 0)', (typed, expected) => {
    expect(parseAmount(typed)).toBe(expected);
  });

  it('appends a blank row once the last row is filled, up to the row limit', () => {
    // Prepare
    const empty = createForm({ rows: [], maxRows: 3, calculated: false });

    // Act
    const first = apply([{ type: 'ticker-changed', id: 0, value: 'msft' }], empty);
    const second = apply([{ type: 'ticker-changed', id: 1, value: 'ko' }], first);
    const third = apply([{ type: 'ticker-changed', id: 2, value: 'jpm' }], second);

    // Assess
    expect(empty.rows.map((row) => row.ticker)).toEqual(['']);
    expect(first.rows.map((row) => row.ticker)).toEqual(['MSFT', '']);
    expect(second.rows.map((row) => row.ticker)).toEqual(['MSFT', 'KO', '']);
    expect(third.rows.map((row) => row.ticker)).toEqual(['MSFT', 'KO', 'JPM']);
  });

  it('removes a row, and brings a blank row back when a full form loses one', () => {
    // Prepare
    const full = apply(
      [
        { type: 'ticker-changed', id: 1, value: 'KO' },
        { type: 'amount-changed', id: 1, value: '5,000' },
        { type: 'ticker-changed', id: 2, value: 'JPM' },
        { type: 'calculate' },
      ],
      createForm({ maxRows: 3 }),
    );

    // Act
    const removed = apply([{ type: 'row-removed', id: 1 }], full);
    const emptied = apply(
      [
        { type: 'row-removed', id: 0 },
        { type: 'row-removed', id: 2 },
      ],
      removed,
    );

    // Assess
    expect(full.rows.map((row) => row.ticker)).toEqual(['AAPL', 'KO', 'JPM']);
    expect(removed.rows.map((row) => row.ticker)).toEqual(['AAPL', 'JPM', '']);
    expect(emptied.rows.map((row) => row.ticker)).toEqual(['']);
    expect(hasChanges(removed)).toBe(true);
  });

  it('starts the landing example as calculated, so Calculate waits for a change', () => {
    // Act
    const form = createForm();

    // Assess
    expect(form.rows).toHaveLength(2);
    expect(form.applied).toEqual({ AAPL: 100_000 });
    expect(hasChanges(form)).toBe(false);
  });

  it('marks changed rows, and Calculate freezes them as the applied positions', () => {
    // Act
    const edited = apply([{ type: 'amount-changed', id: 0, value: '250,000' }]);
    const calculated = apply([{ type: 'calculate' }], edited);

    // Assess
    expect(hasChanges(edited)).toBe(true);
    expect(calculated.applied).toEqual({ AAPL: 250_000 });
    expect(hasChanges(calculated)).toBe(false);
  });

  it('does not count a risk or frequency change as a row change (those recalculate at once)', () => {
    // Act
    const form = apply([
      { type: 'risk-changed', risk: 'aggressive' },
      { type: 'duration-changed', duration: 'monthly' },
    ]);

    // Assess
    expect(form.risk).toBe('aggressive');
    expect(form.duration).toBe('monthly');
    expect(hasChanges(form)).toBe(false);
  });

  it('starts on covered calls, and a strategy change recalculates at once like risk (issue 31 item 4)', () => {
    // Act
    const form = apply([{ type: 'strategy-changed', strategy: 'wheel' }]);

    // Assess
    expect(createForm().strategy).toBe('covered_call');
    expect(form.strategy).toBe('wheel');
    expect(form.applied).toEqual({ AAPL: 100_000 });
    expect(hasChanges(form)).toBe(false);
  });

  it('sends tickers in the directory form, adds up repeats and leaves out empty or malformed rows', () => {
    // Prepare
    const rows = [
      { id: 0, ticker: 'BRK-B', amount: 50_000 },
      { id: 1, ticker: 'BRK.B', amount: 10_000 },
      { id: 2, ticker: 'KO', amount: 0 },
      { id: 3, ticker: 'A.', amount: 5_000 },
      { id: 4, ticker: '', amount: 7_000 },
    ];

    // Act
    const positions = positionsOf(rows);
    const total = totalOf(rows);

    // Assess
    expect(positions).toEqual({ 'BRK.B': 60_000 });
    expect(total).toBe(65_000);
  });

  it('keeps a stock typed past the counted rows as typed, outside the estimate (the landing page counts 1 of 2)', () => {
    // Prepare
    const landing = createForm({ countedRows: 1 });

    // Act
    const typed = apply(
      [
        { type: 'ticker-changed', id: 1, value: 'msft' },
        { type: 'amount-changed', id: 1, value: '50,000' },
      ],
      landing,
    );
    const calculated = apply([{ type: 'calculate' }], typed);

    // Assess
    expect(typed.rows.map((row) => [row.ticker, row.amount])).toEqual([
      ['AAPL', 100_000],
      ['MSFT', 50_000],
    ]);
    expect(countedRowsOf(typed).map((row) => row.ticker)).toEqual(['AAPL']);
    expect(excludedRowsOf(typed).map((row) => row.ticker)).toEqual(['MSFT']);
    expect(hasChanges(typed)).toBe(false);
    expect(calculated.applied).toEqual({ AAPL: 100_000 });
  });

  it('counts every row when no limit is given (onboarding)', () => {
    // Act
    const form = apply(
      [
        { type: 'ticker-changed', id: 1, value: 'msft' },
        { type: 'amount-changed', id: 1, value: '5000' },
      ],
      createForm({ maxRows: 10 }),
    );

    // Assess
    expect(excludedRowsOf(form)).toEqual([]);
    expect(hasChanges(form)).toBe(true);
  });
});
