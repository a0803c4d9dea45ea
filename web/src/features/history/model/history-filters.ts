import {
  matchesHistoryType,
  type HistoryFilter,
  type HistoryTypeFilter,
  type TransactionGroup,
} from '@thetix/shared/contracts/portfolio';

/** Trading history filters (spec part 2 §5): type, date presets, ticker; default the last 30 days. */
export const TYPE_FILTERS = [
  { value: 'all', label: 'All types' },
  { value: 'stock', label: 'Stock' },
  { value: 'option', label: 'Option' },
  { value: 'covered-call', label: 'Covered call' },
  { value: 'cash-put', label: 'Cash-secured put' },
  { value: 'spec-call', label: 'Speculative call' },
  { value: 'spec-put', label: 'Speculative put' },
  { value: 'assignment', label: 'Assignment' },
  { value: 'dividend', label: 'Dividend' },
] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'] & HistoryTypeFilter;

export const DATE_PRESETS = [
  { value: 'all', label: 'All time' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'ytd', label: 'Year to date' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];
export const DEFAULT_DATE_PRESET: DatePreset = '30d';

export interface HistoryFilters {
  ticker: string;
  type: TypeFilter;
  date: DatePreset;
}

const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first day the preset includes, or undefined for all time. */
export function presetStart(preset: DatePreset, now: Date): string | undefined {
  if (preset === 'all') return undefined;
  if (preset === 'ytd') return `${now.getFullYear()}-01-01`;
  const days = { '7d': 7, '30d': 30, '90d': 90 }[preset];
  const start = new Date(now);
  start.setDate(now.getDate() - days);
  return isoDay(start);
}

/** The type filter's test, the same on the server (shared/src/contracts/portfolio.ts). */
const matchesType = matchesHistoryType;

export function filterGroups(
  groups: readonly TransactionGroup[],
  filters: HistoryFilters,
  now: Date,
): TransactionGroup[] {
  const start = presetStart(filters.date, now);
  const ticker = filters.ticker.trim().toUpperCase();
  return groups.filter(
    (group) =>
      (!ticker || group.ticker === ticker) &&
      (!start || group.date >= start) &&
      matchesType(group, filters.type),
  );
}

/**
 * The filters as the server takes them: the ticker upper-cased, the type, and the preset's first day as `from`
 * (computed here, on the browser's calendar, exactly as `filterGroups` does).
 */
export function serverFilter(filters: HistoryFilters, now: Date): HistoryFilter {
  const ticker = filters.ticker.trim().toUpperCase();
  const from = presetStart(filters.date, now);
  return {
    ...(ticker ? { ticker } : {}),
    ...(filters.type === 'all' ? {} : { type: filters.type }),
    ...(from ? { from } : {}),
  };
}

export interface TransactionSummary {
  count: number;
  optionsIncome: number;
  dividends: number;
  equityTrades: number;
}

/** The summary above the list: realised option income, dividends and the equity trades in view. */
export function summarize(groups: readonly TransactionGroup[]): TransactionSummary {
  return {
    count: groups.length,
    optionsIncome: groups
      .filter((group) => group.type === 'option')
      .reduce((sum, group) => sum + (group.profitLoss ?? 0), 0),
    dividends: groups
      .filter((group) => group.type === 'dividend')
      .reduce((sum, group) => sum + (group.profitLoss ?? 0), 0),
    equityTrades: groups.filter((group) => group.type === 'equity' || group.type === 'crypto').length,
  };
}

const CSV_HEADER = [
  'Date',
  'Ticker',
  'Type',
  'Strategy',
  'Symbol',
  'Action',
  'Quantity',
  'Price',
  'Fees',
  'Total',
  'Status',
  'Source',
  'Profit/Loss',
];

const cell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A number as a spreadsheet reads it: fixed-point (never `1e-7`), at most `decimals` places, no float noise
 * (`0.30000000000000004`), trailing zeros dropped; blank when absent.
 */
export function plainNumber(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** Money to the cent, prices and quantities to four places (option premiums are quoted in tenths of a cent). */
const MONEY_DECIMALS = 2;
const QUANTITY_DECIMALS = 4;

/**
 * One row per transaction line of the filtered groups (exactly what the screen shows: the caller passes the
 * filtered list); the group's P&L on its first line; ISO dates and plain numbers.
 */
export function toCsv(groups: readonly TransactionGroup[]): string {
  const rows = groups.flatMap((group) =>
    group.transactions.map((line, index) => [
      line.timestamp.slice(0, 10),
      line.ticker,
      group.type,
      group.strategy,
      line.symbol,
      line.orderType ?? (group.type === 'dividend' ? 'dividend' : ''),
      plainNumber(line.quantity, QUANTITY_DECIMALS),
      plainNumber(line.price, QUANTITY_DECIMALS),
      plainNumber(line.fees, MONEY_DECIMALS),
      plainNumber(line.totalCost, MONEY_DECIMALS),
      group.status ?? '',
      line.source,
      index === 0 ? plainNumber(group.profitLoss, MONEY_DECIMALS) : null,
    ]),
  );
  return [CSV_HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\n');
}

/** Spec part 2 §7: the export is named by date. */
export const csvFileName = (now: Date): string => `thetix-trading-history-${isoDay(now)}.csv`;
