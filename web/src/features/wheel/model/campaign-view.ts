import type { CampaignSummary, CampaignView } from '@thetix/shared/contracts/campaigns';
import { formatCents, formatPercent } from '../../../lib/money-format';

type Phase = CampaignSummary['phase'];
type Event = CampaignView['events'][number];
type Leg = NonNullable<Event['from']>;

/** Open campaigns first, then the most recently started (the API's order is kept among equals). */
export const sortCampaigns = <T extends Pick<CampaignSummary, 'status' | 'start'>>(
  campaigns: readonly T[],
): T[] =>
  [...campaigns].sort(
    (a, b) => (a.status === 'open' ? 0 : 1) - (b.status === 'open' ? 0 : 1) || b.start.localeCompare(a.start),
  );

const PHASES: Record<Phase, string> = {
  put: 'Selling puts',
  shares: 'Holding shares',
  flat: 'Between cycles',
};

export const phaseLabel = (phase: Phase): string => PHASES[phase];

/** A ratio of the API (a fraction: 0.1234 is 12.34 %) as the app shows returns, or a dash when there is none. */
export const ratio = (value: number | null): string => (value === null ? '—' : formatPercent(value * 100));

/** Money of the API, to the cent; a dash when the API has no figure (no shares held: no basis). */
export const cents = (value: number | null): string => (value === null ? '—' : formatCents(value));

/** A signed result: a gain reads +$12.00, a loss -$12.00. */
export const signedCents = (value: number): string =>
  value > 0 ? `+${formatCents(value)}` : formatCents(value);

export const daysLabel = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A New York calendar date (`YYYY-MM-DD`) as `Nov 27, 2026`. */
export const calendarDay = (date: string): string => shortDate.format(new Date(`${date}T12:00:00Z`));

const EVENTS: Record<Event['kind'], string> = {
  shares_held: 'Shares already held',
  put_sold: 'Put sold',
  call_sold: 'Call sold',
  put_rolled: 'Put rolled',
  call_rolled: 'Call rolled',
  put_bought_back: 'Put bought back',
  call_bought_back: 'Call bought back',
  put_expired: 'Put expired',
  call_expired: 'Call expired',
  put_assigned: 'Put assigned: shares bought',
  call_assigned: 'Called away: shares sold',
  shares_bought: 'Shares bought',
  shares_sold: 'Shares sold',
  dividend: 'Dividend',
  option_bought: 'Option bought',
};

export const eventLabel = (event: Pick<Event, 'kind' | 'implied'>): string =>
  event.implied ? `${EVENTS[event.kind]} (at expiry, not yet recorded)` : EVENTS[event.kind];

/** One option leg: `2 × $150.00 put, Dec 19, 2026`. */
export const legLabel = (leg: Leg, type: 'call' | 'put' | null): string =>
  `${leg.contracts} × ${formatCents(leg.strike)}${type ? ` ${type}` : ''}, ${calendarDay(leg.expiration)}`;

/** What an event did, in words: the legs of an option event, the shares and price of a share event. */
export function eventDetail(event: Event): string {
  if (event.from && event.to)
    return `${legLabel(event.from, event.option_type)} → ${legLabel(event.to, event.option_type)}`;
  const leg = event.to ?? event.from;
  const parts: string[] = [];
  if (leg) parts.push(legLabel(leg, event.option_type));
  if (event.shares !== null && event.kind !== 'dividend')
    parts.push(`${event.shares} shares${event.price !== null ? ` at ${formatCents(event.price)}` : ''}`);
  return parts.join(' · ');
}

const ENDED_BY: Record<NonNullable<CampaignView['cycles'][number]['ended_by']>, string> = {
  called_away: 'Called away',
  put_expired: 'Put expired',
  put_closed: 'Put bought back',
  shares_sold: 'Shares sold',
  closed: 'Closed',
};

export const endedByLabel = (endedBy: CampaignView['cycles'][number]['ended_by']): string =>
  endedBy === null ? 'Running' : ENDED_BY[endedBy];

/** The two views of the basis (issue 31 item 3): premium lowering the basis, or premium counted as income. */
export type BasisView = 'lowered' | 'income';

export interface BasisPoint {
  x: string;
  y: number;
}

/** The chart's line for the chosen view: the days with shares held (no basis while only a put is open). */
export function basisLine(basis: CampaignView['basis'], view: BasisView): BasisPoint[] {
  return basis.flatMap((point) => {
    const value = view === 'lowered' ? point.adjusted_basis_per_share : point.basis_per_share;
    return value === null ? [] : [{ x: point.date, y: value }];
  });
}

/**
 * The reference price on the chart: the close buy-and-hold is valued at, today's price while the campaign runs
 * (decision 325); null when the API has none.
 */
export const referencePrice = (campaign: Pick<CampaignSummary, 'buy_and_hold'>): number | null =>
  campaign.buy_and_hold?.end_price ?? null;
