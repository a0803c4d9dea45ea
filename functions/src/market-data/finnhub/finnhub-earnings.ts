import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import type { EarningsEvent } from '@thetix/shared/market/market-model';
import type { DateRange, LoadedRange } from '@thetix/shared/market/market-snapshot';
import * as z from 'zod';
import { systemClock, type Clock } from '../../platform/clock';
import type { VendorCallGuard } from '../vendor-call-guard';
import { parseRetryAfter, VendorHttpError, VendorNetworkError, VendorResponseError } from '../vendor-errors';

export const FINNHUB_BASE_URL = 'https://finnhub.io';

/**
 * GET /api/v1/calendar/earnings, the part the adapter reads (Finnhub's documented shape: `hour` is `bmo` before
 * the open, `amc` after the close, `dmh` during market hours, empty when not announced).
 */
export const earningsCalendarResponse = z.object({
  earningsCalendar: z
    .array(z.object({ date: z.string(), hour: z.string().optional(), symbol: z.string() }))
    .nullable()
    .optional(),
});

/**
 * A report during market hours or at an hour not yet announced counts as before the open: for an option expiring
 * that day the report may then move the price before expiry, the cautious reading of an unknown.
 */
const timeOf = (hour: string | undefined): EarningsEvent['time'] =>
  hour === 'amc' ? 'after-close' : 'before-open';

export interface FinnhubEarningsOptions {
  readonly apiKey: string;
  readonly baseUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly guard: VendorCallGuard;
  readonly clock?: Clock;
}

/**
 * Finnhub's earnings calendar, the second source beside Massive (which publishes no earnings dates; decision 217).
 * The key goes in the `X-Finnhub-Token` header, so it never appears in a URL or a log line.
 */
export function buildFinnhubEarnings(options: FinnhubEarningsOptions) {
  const baseUrl = options.baseUrl ?? FINNHUB_BASE_URL;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemClock;
  const path = '/api/v1/calendar/earnings';

  return {
    source: 'finnhub',
    async earnings(ticker: string, { from, to }: DateRange): Promise<LoadedRange<EarningsEvent>> {
      const url = new URL(path, baseUrl);
      url.searchParams.set('symbol', ticker);
      url.searchParams.set('from', from);
      url.searchParams.set('to', to);
      const body = await options.guard(async () => {
        let response: Response;
        try {
          response = await fetchImpl(url, {
            headers: { accept: 'application/json', 'x-finnhub-token': options.apiKey },
          });
        } catch (error) {
          throw new VendorNetworkError(`finnhub ${path}: no answer`, { cause: error });
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new VendorHttpError(
            response.status,
            `finnhub ${path} answered ${response.status}`,
            parseRetryAfter(response.headers.get('retry-after'), clock.now()),
          );
        }
        try {
          return (await response.json()) as unknown;
        } catch {
          throw new VendorResponseError(`finnhub ${path}: the body is not JSON`);
        }
      });
      const parsed = earningsCalendarResponse.safeParse(body);
      if (!parsed.success)
        throw new VendorResponseError(
          `finnhub ${path}: unexpected shape (${parsed.error.issues[0]?.message ?? ''})`,
        );
      const items = (parsed.data.earningsCalendar ?? [])
        .filter((row) => row.symbol === ticker && row.date >= from && row.date <= to)
        .map((row) => ({ date: row.date as CalendarDate, time: timeOf(row.hour) }))
        .sort((a, b) => a.date.localeCompare(b.date));
      return { from, to, items };
    },
  };
}

export type FinnhubEarnings = ReturnType<typeof buildFinnhubEarnings>;
