/**
 * theme=dark for an embedded card (issue 30 item 1). The app has no dark mode (its system keeps only the light value
 * of each semantic token, web/src/lib/chakra-system.ts), so the embed's subtree redefines the CSS variables the card
 * and its widgets read: the grey scale turned over (gray.900 text becomes light) and the semantic background,
 * foreground and border tokens set to their dark values.
 */
/** The app's grey scale (web/src/lib/chakra-system.ts), turned over below. */
const GRAY = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#020617',
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
  // The charts' axis texts and grid (web/src/components/thetix-widgets/chart-plot.tsx).
  '--thetix-chart-text': GRAY[400],
  '--thetix-chart-legend': GRAY[200],
  '--thetix-chart-grid': GRAY[700],
};
