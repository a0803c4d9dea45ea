import { newYorkDate } from '../calendar/nyse-calendar';
import type { TransactionGroup } from '../contracts/portfolio';

/**
 * The Trading History CSV (spec part 2 §7; issue 18 item 5): one row per transaction line of the groups the filters
 * select, the group's P&L on its first line, ISO dates and plain numbers. The export job writes it page by page, so
 * the header and the rows are apart.
 */
export const HISTORY_CSV_HEADER = [
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
].join(',');

const cell = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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

/** The CSV rows of `groups`, one per transaction line, without the header. */
export function historyCsvRows(groups: readonly TransactionGroup[]): string[] {
  return groups.flatMap((group) =>
    group.transactions.map((line, index) =>
      [
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
      ]
        .map(cell)
        .join(','),
    ),
  );
}

/** The whole CSV of `groups`: the header, then one row per transaction line. */
export const toHistoryCsv = (groups: readonly TransactionGroup[]): string =>
  [HISTORY_CSV_HEADER, ...historyCsvRows(groups)].join('\n');

/** Spec part 2 §7: the export is named by its (New York) date. */
export const historyCsvFileName = (now: Date): string => `thetix-trading-history-${newYorkDate(now)}.csv`;
