/**
 * The risk words the product puts next to a delta, an open interest or a risk level (spec part 2 §9, and part 3 §9
 * for the five-level scale). Every scale reads the absolute delta as a fraction (0.25, not 25), so a put's
 * negative delta gets the same word as a call with the same magnitude. The spec's boundaries are "under x", so a
 * delta exactly at a boundary takes the higher word. Deltas are classified as given, unrounded: a screen that shows
 * a rounded delta next to its label should classify that rounded value if the two must agree.
 */

/** The covered-call drawer's "Risk Level" scale. */
export type DrawerDeltaLabel = 'Very Low' | 'Low' | 'Medium' | 'High' | 'Very High' | 'Almost Certain';

/** The five-level scale of widgets and cards ("Delta levels" in part 3). */
export type DeltaLevel = 'very low' | 'low' | 'medium' | 'high' | 'very high';

/** The fine-tune strike list's risk column. */
export type StrikeListRisk = 'Very Low' | 'Low' | 'Medium' | 'High';

/** The goal a delta fits, as the risk tooltip explains it; the same words as the goal's risk level. */
export type GoalRiskBand = 'conservative' | 'balanced' | 'aggressive';

/** Colour of a delta in the roll drawer's strike-change table. */
export type StrikeChangeColor = 'green' | 'yellow' | 'red';

/** The same table's open-interest tier; the spec names only "low", the two above it are named here. */
export type OpenInterestLevel = 'high' | 'medium' | 'low';

const magnitude = (delta: number): number => {
  if (!Number.isFinite(delta)) throw new RangeError(`delta must be a finite number, got ${delta}`);
  return Math.abs(delta);
};

export const drawerDeltaLabel = (delta: number): DrawerDeltaLabel => {
  const size = magnitude(delta);
  if (size < 0.2) return 'Very Low';
  if (size < 0.3) return 'Low';
  if (size < 0.5) return 'Medium';
  if (size < 0.6) return 'High';
  if (size < 0.8) return 'Very High';
  return 'Almost Certain';
};

export const deltaLevel = (delta: number): DeltaLevel => {
  const size = magnitude(delta);
  if (size < 0.2) return 'very low';
  if (size < 0.3) return 'low';
  if (size < 0.5) return 'medium';
  if (size < 0.7) return 'high';
  return 'very high';
};

/** The spec says "under 15%": 0.15 as a fraction. */
export const strikeListRisk = (delta: number): StrikeListRisk => {
  const size = magnitude(delta);
  if (size < 0.15) return 'Very Low';
  if (size < 0.25) return 'Low';
  if (size < 0.4) return 'Medium';
  return 'High';
};

/**
 * Conservative under 0.20, balanced from 0.20 to 0.35 with both ends included, aggressive above 0.35: the
 * tooltip's "Balanced 20-35, Aggressive above 35" puts 0.35 itself in balanced. (The strike-change colours switch
 * to red at 0.35, so a 0.35 delta is balanced and red; both follow their own spec line.)
 */
export const goalRiskBand = (delta: number): GoalRiskBand => {
  const size = magnitude(delta);
  if (size < 0.2) return 'conservative';
  if (size <= 0.35) return 'balanced';
  return 'aggressive';
};

export const strikeChangeColor = (delta: number): StrikeChangeColor => {
  const size = magnitude(delta);
  if (size < 0.2) return 'green';
  if (size < 0.35) return 'yellow';
  return 'red';
};

/** "Above 1000, above 100, else low": 1000 contracts exactly is medium, 100 exactly is low. */
export const openInterestLevel = (openInterest: number): OpenInterestLevel => {
  if (!(openInterest >= 0 && openInterest < Infinity))
    throw new RangeError(`openInterest must be a non-negative finite number, got ${openInterest}`);
  if (openInterest > 1000) return 'high';
  if (openInterest > 100) return 'medium';
  return 'low';
};

/** The order risk levels are listed in. */
export const RISK_SORT_ORDER = [
  'conservative',
  'balanced',
  'aggressive',
  'growth',
  'market',
  'unknown',
] as const;
export type SortableRiskLevel = (typeof RISK_SORT_ORDER)[number];

const rank = (level: string): number => {
  const index = (RISK_SORT_ORDER as readonly string[]).indexOf(level);
  return index === -1 ? RISK_SORT_ORDER.length : index;
};

/**
 * Comparator for `Array.prototype.sort` in the spec's risk order. A level the order does not name (`custom` is a
 * risk level the order leaves out) sorts after `unknown`; equal ranks keep their order, the sort being stable.
 */
export const compareRiskLevels = (a: string, b: string): number => rank(a) - rank(b);

/** The delta band of each goal, as texts say it. */
export const GOAL_BAND_TEXT: Readonly<Record<GoalRiskBand, string>> = {
  conservative: 'under 0.20',
  balanced: '0.20-0.35',
  aggressive: 'above 0.35',
};

const GOAL_WORDS: Readonly<Record<GoalRiskBand, string>> = {
  conservative: 'Conservative',
  balanced: 'Balanced',
  aggressive: 'Aggressive',
};

/**
 * How a pick's risk reads wherever it is shown (issue 34 item 2): the goal's level when the call's delta is in the
 * goal's band; otherwise "Closest to Balanced" with the band beside the delta, the same words as the engine's
 * `outside_risk_band` warning, so no screen calls a 0.17 delta "Balanced" without saying so.
 */
export function pickRiskText(level: string, delta: number): { value: string; band: string; inBand: boolean } {
  // Levels that are not goals (a custom strike, growth, market) have no band to be out of.
  if (!(level in GOAL_WORDS))
    return { value: level.charAt(0).toUpperCase() + level.slice(1), band: '', inBand: true };
  const goal = level as GoalRiskBand;
  const inBand = goalRiskBand(delta) === goal;
  return {
    value: inBand ? GOAL_WORDS[goal] : `Closest to ${GOAL_WORDS[goal]}`,
    band: inBand ? '' : ` (${GOAL_WORDS[goal]} is ${GOAL_BAND_TEXT[goal]})`,
    inBand,
  };
}
