/**
 * How a market figure's provenance reads, in one place for the web badge, Thetix answers and report e-mails
 * (issue 29 item 4, decision 218), so the three say the same thing.
 */

export interface ProvenanceInput {
  readonly source: string;
  readonly delayedMinutes: number;
  /** An instant, as a `Date` or an ISO string. */
  readonly asOf: Date | string;
  readonly stale: boolean;
}

/** The names users see; an unknown vendor shows under its own id. */
const SOURCE_NAMES: Readonly<Record<string, string>> = {
  simulator: 'Simulated market data',
  massive: 'Massive',
  'massive-stand-in': 'Massive stand-in (simulated prices)',
};

/** Shorter names, for a phone's header. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  simulator: 'Simulated',
  massive: 'Massive',
  'massive-stand-in': 'Stand-in (simulated)',
};

export const shortSourceName = (source: string): string => SHORT_NAMES[source] ?? source;

export const sourceName = (source: string): string => SOURCE_NAMES[source] ?? source;

/** Whether the figures are simulated: the simulator, or a stand-in over it. */
export const isSimulatedSource = (source: string): boolean =>
  source === 'simulator' || source.endsWith('-stand-in');

const time = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hour: 'numeric',
  minute: '2-digit',
});
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });

/** "10:32 AM ET" today, "Nov 26, 4:00 PM ET" another day (New York time). */
export const newYorkTimeLabel = (instant: Date, now: Date): string =>
  `${(day.format(instant) === day.format(now) ? time : dayAndTime).format(instant)} ET`;

/**
 * "Massive · Delayed 15 min · as of 10:32 AM ET", "Massive · Real time · stale, as of Nov 26, 4:00 PM ET", or for the
 * simulator just "Simulated market data".
 */
export function provenanceLabel(provenance: ProvenanceInput, now: Date): string {
  if (provenance.source === 'simulator') return sourceName('simulator');
  const asOf = typeof provenance.asOf === 'string' ? new Date(provenance.asOf) : provenance.asOf;
  const delay = provenance.delayedMinutes > 0 ? `Delayed ${provenance.delayedMinutes} min` : 'Real time';
  return `${sourceName(provenance.source)} · ${delay} · ${provenance.stale ? 'stale, ' : ''}as of ${newYorkTimeLabel(asOf, now)}`;
}
