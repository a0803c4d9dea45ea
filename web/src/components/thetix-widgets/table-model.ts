import type { TableCell, TableColumn, TableRow, TableWidget } from '@thetix/shared/thetix/widgets';

/** A column as the renderer uses it: strings become `{ key, header }` with the type read from the cells. */
export interface ResolvedColumn {
  key: string;
  header: string;
  type: 'string' | 'number' | 'date';
}

/** Spec §4: a header click cycles ascending, descending, then back to the order as sent. */
export type SortDirection = 'ascending' | 'descending' | 'none';

export interface TableSort {
  column: number;
  direction: SortDirection;
}

export const nextSort = (current: TableSort | undefined, column: number): TableSort => {
  if (!current || current.column !== column) return { column, direction: 'ascending' };
  const next: Record<SortDirection, SortDirection> = {
    ascending: 'descending',
    descending: 'none',
    none: 'ascending',
  };
  return { column, direction: next[current.direction] };
};

const cellAt = (row: TableRow, column: ResolvedColumn, index: number): TableCell =>
  Array.isArray(row) ? (row[index] ?? null) : (row[column.key] ?? null);

/** A string column whose every filled cell is a number is shown and sorted as numbers. */
function inferredType(column: TableColumn, rows: readonly TableRow[], index: number): ResolvedColumn['type'] {
  if (typeof column !== 'string' && column.type) return column.type;
  const key = typeof column === 'string' ? column : column.key;
  const cells = rows
    .map((row) => (Array.isArray(row) ? row[index] : row[key]))
    .filter((cell) => cell !== null && cell !== undefined && cell !== '');
  return cells.length > 0 && cells.every((cell) => typeof cell === 'number') ? 'number' : 'string';
}

export const resolveColumns = (table: TableWidget): ResolvedColumn[] =>
  table.columns.map((column, index) => ({
    key: typeof column === 'string' ? column : column.key,
    header: typeof column === 'string' ? column : column.header,
    type: inferredType(column, table.rows, index),
  }));

/** The table's rows as cells in column order. */
export const tableCells = (table: TableWidget, columns: readonly ResolvedColumn[]): TableCell[][] =>
  table.rows.map((row) => columns.map((column, index) => cellAt(row, column, index)));

const sortKey = (cell: TableCell, type: ResolvedColumn['type']): number | string | undefined => {
  if (cell === null) return undefined;
  if (type === 'number') {
    const value = typeof cell === 'number' ? cell : Number(cell);
    return Number.isNaN(value) ? undefined : value;
  }
  if (type === 'date') {
    const time = Date.parse(String(cell));
    return Number.isNaN(time) ? String(cell) : time;
  }
  return String(cell);
};

const compareKeys = (a: number | string, b: number | string): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'en-US', { numeric: true, sensitivity: 'base' });

/** The rows in sort order; empty cells stay at the bottom both ways, and ties keep their sent order. */
export function sortRows(
  rows: readonly TableCell[][],
  columns: readonly ResolvedColumn[],
  sort: TableSort | undefined,
): TableCell[][] {
  const column = sort ? columns[sort.column] : undefined;
  if (!sort || !column || sort.direction === 'none') return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: sortKey(row[sort.column] ?? null, column.type) }))
    .sort((a, b) => {
      if (a.key === undefined || b.key === undefined) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === undefined ? 1 : -1;
      }
      return sign * compareKeys(a.key, b.key) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The most decimals a table shows: option premiums are quoted to the tenth of a cent at most. */
export const MAX_TABLE_DECIMALS = 4;

/** The decimals a number needs (0 to `MAX_TABLE_DECIMALS`), ignoring float noise such as 0.30000000000000004. */
export const decimalsOf = (value: number): number => {
  for (let decimals = 0; decimals < MAX_TABLE_DECIMALS; decimals += 1) {
    const scale = 10 ** decimals;
    if (Math.abs(Math.round(value * scale) / scale - value) < 1e-9 * Math.max(1, Math.abs(value)))
      return decimals;
  }
  return MAX_TABLE_DECIMALS;
};

/**
 * Decimals per column, so the numbers of one column line up (3.00 beside 4.98, not 3 beside 4.98): the most any
 * number of the column needs.
 */
export const columnDecimals = (cells: readonly TableCell[][], columnCount: number): number[] =>
  Array.from({ length: columnCount }, (_, index) =>
    cells.reduce((most, row) => {
      const cell = row[index];
      return typeof cell === 'number' ? Math.max(most, decimalsOf(cell)) : most;
    }, 0),
  );
