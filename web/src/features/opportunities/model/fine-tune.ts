import type { OptionChainRow } from '@thetix/shared/contracts/market-data';
import type { OpportunityRiskLevel, RelatedRiskLevel } from '@thetix/shared/contracts/opportunities';

/** Fine Tune rules of spec part 2 §4, §5 and §9, as pure functions of their inputs. */

/** Spec part 2 §9: 8 selectable dates within 60 days. */
export const CALENDAR_SELECTABLE_DATES = 8;
export const CALENDAR_HORIZON_DAYS = 60;

/** The first eight listed expirations from tomorrow up to 60 days out. */
export const selectableExpirations = (
  expirations: readonly { date: string; daysToExpiry: number }[],
): string[] =>
  expirations
    .filter((expiration) => expiration.daysToExpiry >= 1 && expiration.daysToExpiry <= CALENDAR_HORIZON_DAYS)
    .slice(0, CALENDAR_SELECTABLE_DATES)
    .map((expiration) => expiration.date);

/**
 * Every level the Fine Tune lookup may match: the proposal's own (its strike, expiration and level) first, then
 * its related levels. Without the proposal's own, changing only the contracts turned the level into Custom although
 * strike and expiration were the proposal's (issue 18 item 3).
 */
export function knownRiskLevels(opportunity: {
  details: {
    risk_level: OpportunityRiskLevel;
    strike: number;
    expiration: string;
    delta: number;
    premium: number;
  };
  related_risk_levels: readonly RelatedRiskLevel[];
}): RelatedRiskLevel[] {
  const { details } = opportunity;
  const own: RelatedRiskLevel[] =
    details.risk_level === 'custom'
      ? []
      : [
          {
            strike: details.strike,
            expiration: details.expiration,
            risk_level: details.risk_level,
            delta: details.delta,
            premium: details.premium,
            strategy_name: '',
          },
        ];
  return [...own, ...opportunity.related_risk_levels];
}

/** The related risk level at this strike and expiration, or 'custom' when none matches (spec part 2 §4). */
export function riskLevelFor(
  related: readonly RelatedRiskLevel[],
  strike: number,
  expiration: string,
): OpportunityRiskLevel {
  return (
    related.find((level) => level.strike === strike && level.expiration === expiration)?.risk_level ??
    'custom'
  );
}

/** Choosing a level jumps to its related strike for the chosen expiration (or any expiration when none lists it). */
export function relatedStrikeFor(
  related: readonly RelatedRiskLevel[],
  level: OpportunityRiskLevel,
  expiration: string,
): RelatedRiskLevel | undefined {
  return (
    related.find((entry) => entry.risk_level === level && entry.expiration === expiration) ??
    related.find((entry) => entry.risk_level === level)
  );
}

/**
 * Spec part 2 §5: the listed strikes (the proposal's and its related levels') plus market strikes that are either at
 * or below the current price, only the closest one, and only when no listed strike is already there; or above the
 * current price up to 1.3 × it with open interest at least 10 and |delta| at least 0.05.
 */
export function strikeList(
  chain: readonly OptionChainRow[],
  listedStrikes: readonly number[],
  currentPrice: number,
): OptionChainRow[] {
  const calls = chain.filter((row) => row.type === 'call');
  const listed = new Set(listedStrikes);
  const below = calls.filter((row) => row.strike <= currentPrice);
  const closestBelow = below.reduce<OptionChainRow | undefined>(
    (best, row) => (!best || row.strike > best.strike ? row : best),
    undefined,
  );
  const keep = calls.filter((row) => {
    if (listed.has(row.strike)) return true;
    if (row.strike <= currentPrice)
      return (
        row === closestBelow && ![...listed].some((strike) => strike <= currentPrice && strike >= row.strike)
      );
    return row.strike <= 1.3 * currentPrice && row.openInterest >= 10 && Math.abs(row.delta) >= 0.05;
  });
  return keep.sort((a, b) => a.strike - b.strike);
}

/** Spec part 2 §9, chart history window: 30 days if expiry is 10 days away or less, 45 up to 20, 90 up to 45, else 120. */
export function historyWindowDays(daysToExpiry: number): number {
  if (daysToExpiry <= 10) return 30;
  if (daysToExpiry <= 20) return 45;
  if (daysToExpiry <= 45) return 90;
  return 120;
}

/**
 * The premium a strike-list row shows (issue 18 item 7): the suggestion's own premium on its own strike and
 * expiration, so the table never disagrees with the card; elsewhere the same definition, the mid of the row's bid
 * and ask (spec part 2 §9), unrounded: `perShare` rounds every premium in one place.
 */
export function strikeRowPremium(
  row: Pick<OptionChainRow, 'strike' | 'expiration' | 'lastBid' | 'lastAsk'>,
  suggestion: { strike: number; expiration: string; premium: number },
): number {
  if (row.strike === suggestion.strike && row.expiration === suggestion.expiration) return suggestion.premium;
  return (row.lastBid + row.lastAsk) / 2;
}
