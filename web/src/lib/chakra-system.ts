import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The app's design system: Chakra's defaults with slate greys (cooler, calmer than neutral grey for a product that
 * handles money), an emerald brand palette for income and primary actions, and a system font stack so the first
 * paint needs no font download (Chakra's preflight already smooths fonts).
 */
const themeConfig = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: {
          value:
            'Inter, "Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: {
          value:
            'Inter, "Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
      },
      colors: {
        gray: {
          50: { value: '#f8fafc' },
          100: { value: '#f1f5f9' },
          200: { value: '#e2e8f0' },
          300: { value: '#cbd5e1' },
          400: { value: '#94a3b8' },
          500: { value: '#64748b' },
          600: { value: '#475569' },
          700: { value: '#334155' },
          800: { value: '#1e293b' },
          900: { value: '#0f172a' },
          950: { value: '#020617' },
        },
        brand: {
          50: { value: '#ecfdf5' },
          100: { value: '#d1fae5' },
          200: { value: '#a7f3d0' },
          300: { value: '#6ee7b7' },
          400: { value: '#34d399' },
          500: { value: '#10b981' },
          600: { value: '#059669' },
          700: { value: '#047857' },
          800: { value: '#065f46' },
          900: { value: '#064e3b' },
          950: { value: '#022c22' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
          border: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

/**
 * A semantic token's light value only: the app has no dark mode, so the dark variables Chakra's defaults carry (115
 * of its 118 semantic tokens) would be built into the token dictionary and the page's CSS on every start for nothing
 * (about a quarter of `createSystem`'s time, which is the largest single task of a mobile page's start).
 */
function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') return tokens;
  if ('value' in tokens) {
    const { value } = tokens as { value: unknown };
    const light =
      value && typeof value === 'object' && '_light' in value
        ? (value as { _light: unknown })._light
        : undefined;
    return light === undefined ? tokens : ({ ...tokens, value: light } as T);
  }
  return Object.fromEntries(Object.entries(tokens).map(([key, nested]) => [key, lightOnly(nested)])) as T;
}

/**
 * The recipes of the Chakra components the app uses, by the key each component looks its recipe up with. A component
 * whose recipe is missing renders unstyled, so the build checks this list against the components it bundles
 * (web/scripts/chakra-recipes.ts) and fails naming any that is left out.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const slotRecipes = {
  alert: alertSlotRecipe,
  blockquote: blockquoteSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  slider: sliderSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's default theme, assembled from its parts rather than imported as `defaultConfig`: the module that exports
 * `defaultConfig` also builds a whole default system (dark mode included) when it loads, which the app never uses
 * and which cost as much as the app's own system, in the same task, on every page's start. The recipes are the app's
 * only (the other 58 would be copied by `createSystem` for nothing).
 */
export const system = createSystem(
  defaultBaseConfig,
  {
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: lightOnly(semanticTokens),
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  },
  themeConfig,
);
