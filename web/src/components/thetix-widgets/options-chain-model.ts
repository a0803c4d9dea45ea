import type { OptionsChainContract, OptionsChainWidget, Widget } from '@thetix/shared/thetix/widgets';

/** Spec §9 options-chain thresholds. */
export const CHAIN_AT_THE_MONEY_DISTANCE = 1;
export const CHAIN_EXPIRY_BADGE_DAYS = 7;
export const CHAIN_HIGH_IV = 0.5;
export const CHAIN_ACTIVITY_TIERS = [1_000, 5_000, 10_000] as const;

/** Spec §9: a strike within 1 (dollar) of the spot price is at the money. */
export const isChainAtTheMoney = (strike: number, spot: number | undefined): boolean =>
  spot !== undefined && Math.abs(strike - spot) <= CHAIN_AT_THE_MONEY_DISTANCE;

/** Spec §9: implied volatility above 50 % is highlighted; the widget sends it as a fraction. */
export const isHighIv = (impliedVolatility: number | undefined): boolean =>
  impliedVolatility !== undefined && impliedVolatility > CHAIN_HIGH_IV;

/** Open interest and volume colour tiers at 1 000, 5 000 and 10 000 contracts: 0 below the first, up to 3. */
export type ActivityTier = 0 | 1 | 2 | 3;
export const activityTier = (value: number | undefined): ActivityTier =>
  value === undefined
    ? 0
    : (CHAIN_ACTIVITY_TIERS.filter((threshold) => value >= threshold).length as ActivityTier);

/**
 * Whole calendar days from `now` (the viewer's local date) to the expiration date; undefined when the expiration is
 * not a date. Expired chains give a negative number.
 */
export function daysUntil(expiration: string, now: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(expiration);
  if (!match) return undefined;
  const expiry = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((expiry - today) / 86_400_000);
}

/** Spec §9: the expiry badge shows from 7 days before expiration to the day itself. */
export function expiryBadge(expiration: string, now: Date): string | undefined {
  const days = daysUntil(expiration, now);
  if (days === undefined || days < 0 || days > CHAIN_EXPIRY_BADGE_DAYS) return undefined;
  if (days === 0) return 'Expires today';
  return `Expires in ${days} day${days === 1 ? '' : 's'}`;
}

/** Calls then puts, each by strike. */
export const contractsByType = (contracts: readonly OptionsChainContract[]) => ({
  calls: contracts.filter((contract) => contract.type === 'call').sort((a, b) => a.strike - b.strike),
  puts: contracts.filter((contract) => contract.type === 'put').sort((a, b) => a.strike - b.strike),
});

/** One entry of a rendered list: a widget, or a run of chain widgets shown as one tabbed chain. */
export type ListEntry = { widget: Widget } | { chains: OptionsChainWidget[] };

/**
 * Spec §9 "tabs per expiration": the engine sends one chain widget per expiration, so neighbouring chain widgets
 * of the same symbol are shown as one chain with a tab each.
 */
export function groupChains(widgets: readonly Widget[]): ListEntry[] {
  const entries: ListEntry[] = [];
  for (const widget of widgets) {
    const last = entries.at(-1);
    if (widget.widget !== 'optionsChain') entries.push({ widget });
    else if (last && 'chains' in last && last.chains[0]?.symbol === widget.symbol) last.chains.push(widget);
    else entries.push({ chains: [widget] });
  }
  return entries;
}
