import { describe, expect, it } from 'vitest';
import { checkRecipes } from './chakra-recipes';

const theme = {
  recipes: new Set(['button', 'badge']),
  slotRecipes: new Set(['dialog', 'tooltip', 'menu']),
};
const system = (recipes: string[], slotRecipes: string[]) => ({
  recipes: new Set(recipes),
  slotRecipes: new Set(slotRecipes),
});
const component = (path: string, code: string) => ({
  id: `/repo/node_modules/@chakra-ui/react/dist/esm/components/${path}`,
  code,
});

describe('checkRecipes', () => {
  it('names each bundled component whose recipe the system leaves out', () => {
    // Arrange
    const modules = [
      component('dialog/dialog.js', 'createSlotRecipeContext({ key: "dialog" });'),
      component(
        'tooltip/tooltip.js',
        'const { withContext } = createSlotRecipeContext({\n  key: "tooltip"\n});',
      ),
      component('button/button.js', 'createRecipeContext({ key: "button" })'),
    ];

    // Act
    const check = checkRecipes(modules, theme, system(['button'], []));

    // Assess
    expect(check).toEqual({ missing: ['dialog: dialog', 'tooltip: tooltip'], components: 3, lookups: 3 });
  });

  it('wants each recipe in the map of its kind: a slot recipe among the plain ones is missing', () => {
    // Act
    const check = checkRecipes(
      [component('menu/menu.js', 'createSlotRecipeContext({ key: "menu" })')],
      theme,
      system(['menu'], []),
    );

    // Assess
    expect(check.missing).toEqual(['menu: menu']);
  });

  it('ignores keys Chakra’s theme does not define and modules that are not its components', () => {
    // Arrange
    const modules = [
      component('clipboard/clipboard.js', 'createSlotRecipeContext({ key: "clipboard" })'),
      { id: '/repo/web/src/features/menu.tsx', code: 'useSlotRecipe({ key: "menu" })' },
    ];

    // Act
    const check = checkRecipes(modules, theme, system([], []));

    // Assess
    expect(check).toEqual({ missing: [], components: 1, lookups: 1 });
  });

  it('counts what it saw, so the build can refuse a check that found nothing to check', () => {
    // Act
    const check = checkRecipes(
      [component('box/box.js', 'export const Box = chakra("div")')],
      theme,
      system([], []),
    );

    // Assess
    expect(check).toEqual({ missing: [], components: 1, lookups: 0 });
  });
});
