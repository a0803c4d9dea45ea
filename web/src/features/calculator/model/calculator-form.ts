import {
  MAX_POSITION_DOLLARS,
  type CalculatorStrategy,
  type Duration,
  type RiskLevel,
} from '@thetix/shared/contracts/calculator';
import { tickerSchema } from '@thetix/shared/contracts/market-data';

/**
 * The calculator's form as a pure reducer (spec part 1 §4 and §5): rows of ticker and dollars, risk and frequency,
 * the strategy (covered calls or the wheel, issue 31 item 4), and the positions of the last Calculate press, which are the ones the results describe.
 */

/** Spec part 1 §5 and §9: tickers are typed upper-case, at most 5 characters (BRK.B fits). */
export const TICKER_MAX_LENGTH = 5;

export interface CalculatorRow {
  id: number;
  /** As typed, upper-cased. */
  ticker: string;
  /** Whole dollars. */
  amount: number;
}

export type Positions = Record<string, number>;

export interface CalculatorFormState {
  rows: CalculatorRow[];
  maxRows: number;
  /**
   * How many rows the estimate counts (the landing page: 1 of its 2 rows, spec part 1 §6). A stock typed into a
   * later row stays as typed, outside the estimate, beside a Join the Beta prompt.
   */
  countedRows: number;
  risk: RiskLevel;
  duration: Duration;
  /** Like risk and frequency, a change recalculates at once. */
  strategy: CalculatorStrategy;
  applied: Positions | undefined;
  nextId: number;
}

export type CalculatorFormAction =
  | { type: 'ticker-changed'; id: number; value: string }
  | { type: 'amount-changed'; id: number; value: string }
  | { type: 'row-removed'; id: number }
  | { type: 'risk-changed'; risk: RiskLevel }
  | { type: 'duration-changed'; duration: Duration }
  | { type: 'strategy-changed'; strategy: CalculatorStrategy }
  | { type: 'calculate' };

export const normaliseTickerInput = (raw: string): string =>
  raw
    .toUpperCase()
    .replace(/[^A-Z.\-/]/g, '')
    .slice(0, TICKER_MAX_LENGTH);

/** Non-numeric characters are stripped and an empty field is 0 (spec part 1 §5); capped at the API's maximum. */
export const parseAmount = (raw: string): number => {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return 0;
  return digits.length > 10 ? MAX_POSITION_DOLLARS : Math.min(Number(digits), MAX_POSITION_DOLLARS);
};

/** The directory's form of a typed ticker (`brk-b` is `BRK.B`), or undefined when it cannot be a ticker. */
export const tickerKey = (ticker: string): string | undefined => {
  const parsed = tickerSchema.safeParse(ticker);
  return parsed.success ? parsed.data : undefined;
};

/** Rows with a ticker and dollars; two rows of one ticker add up, as the API does. */
export const positionsOf = (rows: readonly CalculatorRow[]): Positions => {
  const positions: Positions = {};
  for (const row of rows) {
    const key = tickerKey(row.ticker);
    if (key && row.amount > 0) positions[key] = (positions[key] ?? 0) + row.amount;
  }
  return positions;
};

/** Dollars typed next to a ticker: 0 means there is nothing to calculate ('Add Positions'). */
export const totalOf = (rows: readonly CalculatorRow[]): number =>
  rows.reduce((sum, row) => (row.ticker ? sum + row.amount : sum), 0);

/** The rows the estimate counts. */
export const countedRowsOf = (state: Pick<CalculatorFormState, 'rows' | 'countedRows'>): CalculatorRow[] =>
  state.rows.slice(0, state.countedRows);

/** Rows past the counted ones that hold a ticker: the stocks the public calculator leaves out. */
export const excludedRowsOf = (state: Pick<CalculatorFormState, 'rows' | 'countedRows'>): CalculatorRow[] =>
  state.rows.slice(state.countedRows).filter((row) => row.ticker !== '');

const samePositions = (a: Positions | undefined, b: Positions): boolean => {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Spec part 1 §4: changed rows enable Calculate. Until it is pressed, the results on screen describe the applied
 * positions, not the rows: they are out of date.
 */
export const hasChanges = (state: CalculatorFormState): boolean =>
  !samePositions(state.applied, positionsOf(countedRowsOf(state)));

/** Spec part 1 §4: a blank row is appended once the last row is filled, up to the row limit. */
function withTrailingBlank(state: CalculatorFormState): CalculatorFormState {
  const last = state.rows.at(-1);
  if (state.rows.length >= state.maxRows || (last && !last.ticker)) return state;
  return {
    ...state,
    rows: [...state.rows, { id: state.nextId, ticker: '', amount: 0 }],
    nextId: state.nextId + 1,
  };
}

export interface CalculatorFormInit {
  rows: ReadonlyArray<{ ticker: string; amount: number }>;
  maxRows: number;
  /** How many rows the estimate counts; all of them by default. */
  countedRows?: number;
  risk: RiskLevel;
  duration: Duration;
  /** Covered calls unless given. */
  strategy?: CalculatorStrategy;
  /** Treat the prefilled rows as already calculated, so the example's results show without a press. */
  calculated?: boolean;
}

export function createCalculatorForm(init: CalculatorFormInit): CalculatorFormState {
  const rows = init.rows.slice(0, init.maxRows).map((row, index) => ({ id: index, ...row }));
  const countedRows = Math.min(init.countedRows ?? init.maxRows, init.maxRows);
  return withTrailingBlank({
    rows,
    maxRows: init.maxRows,
    countedRows,
    risk: init.risk,
    duration: init.duration,
    strategy: init.strategy ?? 'covered_call',
    applied: init.calculated ? positionsOf(rows.slice(0, countedRows)) : undefined,
    nextId: rows.length,
  });
}

const updateRow = (state: CalculatorFormState, id: number, change: Partial<CalculatorRow>) => ({
  ...state,
  rows: state.rows.map((row) => (row.id === id ? { ...row, ...change } : row)),
});

export function calculatorFormReducer(
  state: CalculatorFormState,
  action: CalculatorFormAction,
): CalculatorFormState {
  switch (action.type) {
    case 'ticker-changed':
      return withTrailingBlank(updateRow(state, action.id, { ticker: normaliseTickerInput(action.value) }));
    case 'amount-changed':
      return updateRow(state, action.id, { amount: parseAmount(action.value) });
    case 'row-removed':
      // The blank row comes back when the last filled row goes, so there is always a row to type into.
      return withTrailingBlank({ ...state, rows: state.rows.filter((row) => row.id !== action.id) });
    case 'risk-changed':
      return { ...state, risk: action.risk };
    case 'duration-changed':
      return { ...state, duration: action.duration };
    case 'strategy-changed':
      return { ...state, strategy: action.strategy };
    case 'calculate':
      return { ...state, applied: positionsOf(countedRowsOf(state)) };
  }
}
