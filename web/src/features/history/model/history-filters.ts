import { type HistoryFilter, type HistoryTypeFilter } from '@thetix/shared/contracts/portfolio';

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

/**
 * The filters as the server takes them: the ticker upper-cased, the type, and the preset's first day as `from`
 * (computed here, on the browser's calendar).
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
