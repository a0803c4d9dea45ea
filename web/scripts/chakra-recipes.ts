import { readFileSync } from 'node:fs';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import type { Plugin } from 'vite';
import { recipes, slotRecipes } from '../src/lib/chakra-system';

/** A module of one of Chakra's components (its recipe lookups live there). */
const CHAKRA_COMPONENT = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
/** `createRecipeContext({ key: "badge" })`, `useSlotRecipe({ key: "dialog" })` and the like. */
const RECIPE_KEY = /\bkey:\s*"([A-Za-z]+)"/g;

/** Recipe keys by kind: a plain recipe and a slot recipe are looked up in different maps. */
export interface RecipeKeys {
  recipes: ReadonlySet<string>;
  slotRecipes: ReadonlySet<string>;
}

export interface RecipeCheck {
  /** `component: key` for each recipe a bundled component looks up that the system lacks (in its own map). */
  missing: string[];
  /** How many Chakra component modules, and recipe lookups in them, the check found: none means it saw nothing. */
  components: number;
  lookups: number;
}

/**
 * The recipes the bundled Chakra components look up that Chakra's theme defines but the app's system leaves out
 * (src/lib/chakra-system.ts lists them one by one), each in the map its kind belongs to. Keys Chakra's theme does not
 * define either (a component styled by the app itself) are not the system's business.
 */
export function checkRecipes(
  modules: Array<{ id: string; code: string }>,
  theme: RecipeKeys,
  system: RecipeKeys,
): RecipeCheck {
  const missing = new Set<string>();
  let components = 0;
  let lookups = 0;
  for (const { id, code } of modules) {
    const component = CHAKRA_COMPONENT.exec(id)?.[1];
    if (!component) continue;
    components++;
    for (const [, key] of code.matchAll(RECIPE_KEY)) {
      if (!key) continue;
      lookups++;
      const lacks =
        (theme.recipes.has(key) && !system.recipes.has(key)) ||
        (theme.slotRecipes.has(key) && !system.slotRecipes.has(key));
      if (lacks) missing.add(`${component}: ${key}`);
    }
  }
  return { missing: [...missing].sort(), components, lookups };
}

const keysOf = (recipeMap: object, slotRecipeMap: object): RecipeKeys => ({
  recipes: new Set(Object.keys(recipeMap)),
  slotRecipes: new Set(Object.keys(slotRecipeMap)),
});

/**
 * Fails the build when a Chakra component it bundles would render without its recipe: the system carries only the
 * recipes the app's components use (a faster start), so adding a component means adding its recipe there too. It
 * also fails when it finds no component or no recipe lookup at all, which would mean its patterns no longer match
 * Chakra's files (after an upgrade) rather than that all is well.
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
      const check = checkRecipes(
        modules,
        keysOf(chakraRecipes, chakraSlotRecipes),
        keysOf(recipes, slotRecipes),
      );
      if (check.components === 0 || check.lookups === 0)
        this.error(
          `The Chakra recipe check found ${check.components} component modules and ${check.lookups} recipe lookups in the bundle: its patterns in web/scripts/chakra-recipes.ts no longer match Chakra's files`,
        );
      if (check.missing.length > 0)
        this.error(
          `Chakra components without their recipe in src/lib/chakra-system.ts (add it to recipes or slotRecipes): ${check.missing.join(', ')}`,
        );
    },
  };
}
