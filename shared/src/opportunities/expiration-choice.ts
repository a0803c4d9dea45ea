import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { daysToExpiry } from '../calendar/expirations';
import { newYorkDate } from '../calendar/nyse-calendar';
import type { Duration } from '../contracts/calculator';
import type { MarketModel } from '../market/market-model';
import { CADENCE_RULES, EXPIRATION_HORIZON_DAYS } from './opportunity-rules';

export interface EligibleExpirations {
  /** Nearest first. */
  readonly expirations: readonly CalendarDate[];
  /** The cadence actually followed: monthly when a weekly goal meets a ticker with monthly options only. */
  readonly cadence: Duration;
  /** A weekly goal fell back to monthly expirations. */
  readonly weeklyUnavailable: boolean;
}

export interface EligibleExpirationsInput {
  readonly market: MarketModel;
  readonly ticker: string;
  readonly now: Date;
  readonly cadence: Duration;
  /** Only expirations strictly after this date (a roll's held expiration). */
  readonly after?: CalendarDate;
}

/**
 * The listed expirations a goal's cadence may sell, nearest first (`CADENCE_RULES`): at least the cadence's
 * minimum days away and within the 60-day horizon; a monthly cadence takes third-Friday expirations only.
 */
export const eligibleExpirations = ({
  market,
  ticker,
  now,
  cadence,
  after,
}: EligibleExpirationsInput): EligibleExpirations => {
  const weeklyUnavailable = cadence === 'weekly' && market.hasWeeklyOptions(ticker) === false;
  const effective: Duration = weeklyUnavailable ? 'monthly' : cadence;
  const rule = CADENCE_RULES[effective];
  const through = addDays(newYorkDate(now), EXPIRATION_HORIZON_DAYS);
  const expirations = market
    .expirations(ticker, now, through)
    .filter((entry) => rule.weeklyExpirations || entry.kind === 'monthly')
    .filter((entry) => daysToExpiry(now, entry.date) >= rule.minDays)
    .filter((entry) => after === undefined || entry.date > after)
    .map((entry) => entry.date)
    .sort();
  return { expirations, cadence: effective, weeklyUnavailable };
};
