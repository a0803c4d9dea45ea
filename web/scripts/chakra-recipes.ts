import { readFileSync } from 'node:fs';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import type { Plugin } from 'vite';
import { recipes, slotRecipes } from '../src/lib/chakra-system';

/** A module of one of Chakra's components (its recipe lookups live there). */
const CHAKRA_COMPONENT = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
/** `createRecipeContext({ key: "badge" })`, `useSlotRecipe({ key: "dialog" })` and the like. */
const RECIPE_KEY = /\bkey:\s*"([A-Za-z]+)"/g;

/**
 * The recipes the bundled Chakra components look up that Chakra's theme defines but the app's system leaves out
 * (src/lib/chakra-system.ts lists them one by one), as `component: key`. Keys Chakra's theme does not define either
 * (a component styled by the app itself) are not the system's business.
 */
export function missingRecipes(
  modules: Array<{ id: string; code: string }>,
  themeKeys: ReadonlySet<string>,
  systemKeys: ReadonlySet<string>,
): string[] {
  const missing = new Set<string>();
  for (const { id, code } of modules) {
    const component = CHAKRA_COMPONENT.exec(id)?.[1];
    if (!component) continue;
    for (const [, key] of code.matchAll(RECIPE_KEY)) {
      if (key && themeKeys.has(key) && !systemKeys.has(key)) missing.add(`${component}: ${key}`);
    }
  }
  return [...missing].sort();
}

/**
 * Fails the build when a Chakra component it bundles would render without its recipe: the system carries only the
 * recipes the app's components use (a faster start), so adding a component means adding its recipe there too.
 */
export function chakraRecipesPlugin(): Plugin {
  return {
    name: 'thetix-chakra-recipes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []));
      const modules = ids
        .filter((id) => CHAKRA_COMPONENT.test(id))
        .map((id) => ({ id, code: readFileSync(id.replace(/\?.*$/, ''), 'utf8') }));
      const missing = missingRecipes(
        modules,
        new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]),
        new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]),
      );
      if (missing.length > 0)
        this.error(
          `Chakra components without their recipe in src/lib/chakra-system.ts (add it to recipes or slotRecipes): ${missing.join(', ')}`,
        );
    },
  };
}
