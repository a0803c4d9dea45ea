import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Table styles that stack each row as label/value pairs on a phone (below the md breakpoint), so no column hides
 * behind a sideways scroll. Each cell names its column in `data-label`; the cell marked `data-primary` spans the
 * row as its title. One DOM for both layouts, so a row stays a row for assistive technology and tests.
 */
export const stackedOnPhone: SystemStyleObject = {
  mdDown: {
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: '3',
      rowGap: '2',
      py: '3',
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
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontSize: 'xs',
      color: 'gray.600',
    },
    '& tbody td[data-primary]': { gridColumn: '1 / -1', fontWeight: 'semibold' },
  },
};
