import { Link, Table, Text, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { safeHref, type TableCell, type TableWidget } from '@thetix/shared/thetix/widgets';
import { useMemo, useState } from 'react';
import { calendarDate, formatNumber } from './format';
import {
  columnDecimals,
  nextSort,
  resolveColumns,
  sortRows,
  tableCells,
  type ResolvedColumn,
  type TableSort,
} from './table-model';
import { ScrollCue } from '../ui/scroll-cue';
import { STACK_BELOW_PX, stackedWhenNarrow, unboundedWhenNarrow } from '../ui/stacked-table';
import { WidgetFrame } from './widget-frame';

/**
 * Where the table has room, its first column (the ticker, the period: what a row is about) stays in view while the
 * rest scrolls; in a narrow container every row stacks as label/value pairs instead (issue 30 item 2).
 */
const tableStyles: SystemStyleObject = {
  '& th:first-of-type, & td:first-of-type': {
    position: 'sticky',
    left: '0',
    zIndex: '1',
    boxShadow: 'inset -1px 0 0 var(--chakra-colors-gray-100)',
  },
  '& td:first-of-type': { bg: 'white', fontWeight: 'medium' },
  '& thead th:first-of-type': { zIndex: '2' },
  ...stackedWhenNarrow,
};

/** A long table scrolls within 28rem; stacked, it grows with its rows (a nested scroll in a chat hides rows). */
const scrollBox: SystemStyleObject = { maxHeight: '28rem', ...unboundedWhenNarrow };

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

function CellContent({
  cell,
  column,
  decimals,
}: {
  cell: TableCell;
  column: ResolvedColumn;
  decimals: number;
}) {
  if (cell === null)
    return (
      <Text as="span" color="gray.400">
        —
      </Text>
    );
  if (typeof cell === 'boolean') return <>{cell ? 'Yes' : 'No'}</>;
  if (typeof cell === 'number') return <>{formatNumber(cell, decimals)}</>;
  // Spec §5: only an absolute http(s) URL becomes a link; `javascript:` and the like stay text.
  const href = safeHref(cell);
  if (href)
    return (
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.700"
        textDecoration="underline"
      >
        {cell}
      </Link>
    );
  return <>{column.type === 'date' ? calendarDate(cell) : cell}</>;
}

/**
 * A table widget: columns given as strings or `{key, header, type}`, numbers right-aligned and formatted, and a
 * header click that cycles the sort ascending, descending, none (spec §4), announced through `aria-sort`.
 */
export function TableWidgetView({ widget }: { widget: TableWidget }) {
  const columns = useMemo(() => resolveColumns(widget), [widget]);
  const cells = useMemo(() => tableCells(widget, columns), [widget, columns]);
  const decimals = useMemo(() => columnDecimals(cells, columns.length), [cells, columns.length]);
  const [sort, setSort] = useState<TableSort>();
  const rows = useMemo(() => sortRows(cells, columns, sort), [cells, columns, sort]);
  const directionOf = (index: number) => (sort?.column === index ? sort.direction : 'none');
  return (
    <WidgetFrame kind="table" title={widget.title} footnote={widget.footnote}>
      <ScrollCue css={scrollBox} narrowBelow={STACK_BELOW_PX}>
        <Table.Root size="sm" stickyHeader css={tableStyles}>
          <Table.Caption srOnly>{widget.title ?? 'Table'}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((column, index) => (
                <Table.ColumnHeader
                  key={index}
                  aria-sort={directionOf(index)}
                  textAlign={column.type === 'number' ? 'end' : 'start'}
                  whiteSpace="nowrap"
                  bg="gray.50"
                >
                  <chakra.button
                    type="button"
                    onClick={() => setSort(nextSort(sort, index))}
                    fontWeight="semibold"
                    display="inline-flex"
                    gap="1"
                    alignItems="center"
                    cursor="pointer"
                    _hover={{ color: 'gray.900' }}
                  >
                    {column.header || '\u00a0'}
                    <Text
                      as="span"
                      aria-hidden="true"
                      fontSize="2xs"
                      color={directionOf(index) === 'none' ? 'gray.400' : 'gray.700'}
                    >
                      {ARROWS[directionOf(index)]}
                    </Text>
                  </chakra.button>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, rowIndex) => (
              <Table.Row key={rowIndex}>
                {columns.map((column, index) => (
                  <Table.Cell
                    key={index}
                    data-label={column.header || undefined}
                    data-primary={index === 0 ? '' : undefined}
                    textAlign={column.type === 'number' || typeof row[index] === 'number' ? 'end' : 'start'}
                    fontVariantNumeric="tabular-nums"
                  >
                    <CellContent cell={row[index] ?? null} column={column} decimals={decimals[index] ?? 0} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollCue>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No data to display
        </Text>
      ) : null}
    </WidgetFrame>
  );
}
