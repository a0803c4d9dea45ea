/**
 * The public example collections whose cards the Thetix landing carousel shows (spec part 1 §2: "cards from public
 * stocks and portfolio collections"). The same ids as functions/src/thetix/example-collections.ts, which the local
 * seed creates; a stage without them simply shows no carousel (decision in docs/decisions.md).
 */
export const EXAMPLE_COLLECTION_IDS = ['thetix-examples-stocks', 'thetix-examples-portfolio'] as const;

/** Spec part 1 §9: the carousel turns every 3 s. */
export const CAROUSEL_AUTOPLAY_MS = 3_000;
