import { describe, expect, it } from 'vitest';
import { missingRecipes } from './chakra-recipes';

const theme = new Set(['button', 'dialog', 'tooltip', 'menu']);
const component = (path: string, code: string) => ({
  id: `/repo/node_modules/@chakra-ui/react/dist/esm/components/${path}`,
  code,
});

describe('missingRecipes', () => {
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
    const missing = missingRecipes(modules, theme, new Set(['button']));

    // Assess
    expect(missing).toEqual(['dialog: dialog', 'tooltip: tooltip']);
  });

  it('ignores keys Chakra’s theme does not define and modules that are not its components', () => {
    // Arrange
    const modules = [
      component('clipboard/clipboard.js', 'createSlotRecipeContext({ key: "clipboard" })'),
      { id: '/repo/web/src/features/menu.tsx', code: 'useSlotRecipe({ key: "menu" })' },
    ];

    // Act
    const missing = missingRecipes(modules, theme, new Set());

    // Assess
    expect(missing).toEqual([]);
  });

  it('finds nothing missing when the system has every recipe the components use', () => {
    expect(
      missingRecipes(
        [component('menu/menu.js', 'createSlotRecipeContext({ key: "menu" })')],
        theme,
        new Set(['menu']),
      ),
    ).toEqual([]);
  });
});
