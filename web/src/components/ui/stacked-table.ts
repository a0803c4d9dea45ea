import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Label/value stacking for a table's rows: each body row becomes a two-column grid of its cells, each cell names
 * its column from `data-label`, and the cell marked `data-primary` spans the row as its title. One DOM for both
 * layouts, so a row stays a row for assistive technology and tests.
 */
const stackedBody: SystemStyleObject = {
  '& tbody tr': {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: '3',
    rowGap: '2',
    py: '3',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'gray.100',
  },
  '& tbody tr:last-of-type': { borderBottomWidth: '0' },
  '& tbody td': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '0.5',
    px: '0',
    py: '0',
    borderBottomWidth: '0',
    textAlign: 'start',
    position: 'static',
    minW: '0',
    overflowWrap: 'anywhere',
  },
  '& tbody td[data-label]::before': {
    content: 'attr(data-label)',
    fontSize: 'xs',
    color: 'gray.600',
    fontWeight: 'normal',
  },
  '& tbody td[data-primary]': { gridColumn: '1 / -1', fontWeight: 'semibold' },
  // A pinned first column (the wide layout's) is just the title here.
  '& tbody td:first-of-type': { position: 'static', boxShadow: 'none' },
  // The row's title needs no label: "KO", "year to date".
  '& tbody td[data-primary]::before': { display: 'none' },
};

/** Stacks the rows on a phone (below the md breakpoint), whatever the table's container; its header hides. */
export const stackedOnPhone: SystemStyleObject = {
  mdDown: { '& thead': { display: 'none' }, ...stackedBody },
};

/** The width of its box under which a table in a `ScrollCue` stacks its rows (issue 30 item 2). */
export const STACK_BELOW_PX = 480;

/**
 * Stacks the rows when the `ScrollCue` around the table is narrower than STACK_BELOW_PX (it marks itself
 * `data-narrow`): a card in a two-column board, a chat beside a drawer and a phone alike, since the viewport says
 * nothing about the room a card has. The header row stays, as a wrapping bar of its sort buttons.
 */
export const stackedWhenNarrow: SystemStyleObject = {
  '[data-narrow] > &': {
    ...stackedBody,
    '& thead': { display: 'block', position: 'static' },
    '& thead tr': { display: 'flex', flexWrap: 'wrap', gap: '1', px: '2', py: '2' },
    '& thead th': {
      display: 'block',
      position: 'static',
      px: '2',
      py: '0.5',
      borderWidth: '1px',
      borderColor: 'gray.200',
      rounded: 'full',
      fontSize: 'xs',
      textAlign: 'start',
      boxShadow: 'none',
    },
  },
};

/** The scroll box around a stacked table grows with its rows: a nested vertical scroll in a chat loses rows. */
export const unboundedWhenNarrow: SystemStyleObject = { '&[data-narrow]': { maxHeight: 'none' } };
