import { LLM_REFRESH_COOLDOWN_SECONDS } from '@thetix/shared/thetix/plan';
import type { Card } from '@thetix/shared/contracts/thetix';

/** Spec part 3 §4: a card whose plan holds a language-model item (`data.query === 'llm'`) has a refresh cooldown. */
export const isModelAnswered = (card: Pick<Card, 'dsl_template'>): boolean =>
  (card.dsl_template ?? []).some((item) => {
    const data = item.data as { query?: unknown } | undefined;
    return data?.query === 'llm';
  });

/** The seconds a 429 answer names ("Rate limited. Wait 7m (412 s)..."), capped at the cooldown itself. */
export function retrySecondsFromMessage(message: string): number | undefined {
  const seconds = /(\d+)\s*s(?:ec(?:ond)?s?)?\b/i.exec(message);
  if (seconds) return Math.min(Number(seconds[1]), LLM_REFRESH_COOLDOWN_SECONDS);
  const minutes = /(\d+)\s*m\b/i.exec(message);
  if (minutes) return Math.min(Number(minutes[1]) * 60, LLM_REFRESH_COOLDOWN_SECONDS);
  return undefined;
}

/**
 * When the next refresh is allowed: the later of the server's `refresh_available_at` and the end of a 429's wait,
 * only for model-answered cards. Undefined when a refresh is allowed now.
 */
export function cooldownUntil(
  card: Pick<Card, 'dsl_template' | 'refresh_available_at'>,
  rateLimitedUntil: number | undefined,
  now: number,
): number | undefined {
  if (!isModelAnswered(card)) return undefined;
  const fromCard = card.refresh_available_at ? Date.parse(card.refresh_available_at) : 0;
  const until = Math.max(fromCard, rateLimitedUntil ?? 0);
  return until > now ? until : undefined;
}

/** Whole minutes left, rounded up so the label never says 0m while still waiting. */
export const cooldownMinutes = (until: number, now: number): number =>
  Math.max(1, Math.ceil((until - now) / 60_000));

export const cooldownLabel = (minutes: number) => `${minutes}m cooldown`;
export const cooldownTooltip = (minutes: number) => `Rate limited. Wait ${minutes}m`;
