import { chakra } from '@chakra-ui/react';

/** The few line icons the shell needs, drawn here rather than adding an icon package. Decorative only. */
const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  board: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  history: 'M12 7v5l3 2M3.05 11a9 9 0 1 1 .5 4M3 4v5h5',
  wheel:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v6M12 15v6M3 12h6M15 12h6',
  ask: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  chevronDown: 'M6 9l6 6 6-6',
  settings: 'M4 6h16M4 12h16M4 18h10',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 5 }: { name: IconName; size?: number | string }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize={size}
      flexShrink={0}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </chakra.svg>
  );
}
