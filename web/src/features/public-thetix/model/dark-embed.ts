/**
 * theme=dark for an embedded card (issue 30 item 1). The app has no dark mode (its system keeps only the light value
 * of each semantic token, web/src/lib/chakra-system.ts), so the embed's subtree redefines the CSS variables the card
 * and its widgets read: the grey scale turned over (gray.900 text becomes light) and the semantic background,
 * foreground and border tokens set to their dark values from Chakra's defaults.
 */
const GRAY = {
  50: '#fafafa',
  100: '#f4f4f5',
  200: '#e4e4e7',
  300: '#d4d4d8',
  400: '#a1a1aa',
  500: '#71717a',
  600: '#52525b',
  700: '#3f3f46',
  800: '#27272a',
  900: '#18181b',
  950: '#111111',
} as const;
const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export const DARK_CARD_BG = GRAY[900];

export const darkEmbedVars: Record<string, string> = {
  colorScheme: 'dark',
  ...Object.fromEntries(
    STEPS.map((step, index) => [`--chakra-colors-gray-${step}`, GRAY[STEPS[STEPS.length - 1 - index]!]]),
  ),
  '--chakra-colors-bg': GRAY[900],
  '--chakra-colors-bg-panel': GRAY[900],
  '--chakra-colors-bg-subtle': GRAY[950],
  '--chakra-colors-bg-muted': GRAY[800],
  '--chakra-colors-bg-emphasized': GRAY[700],
  '--chakra-colors-fg': GRAY[50],
  '--chakra-colors-fg-muted': GRAY[400],
  '--chakra-colors-fg-subtle': GRAY[500],
  '--chakra-colors-border': GRAY[700],
  '--chakra-colors-border-muted': GRAY[800],
  '--chakra-colors-border-subtle': GRAY[800],
  '--chakra-colors-border-emphasized': GRAY[600],
};
