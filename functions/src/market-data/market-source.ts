import type { MarketModel } from '@thetix/shared/market/market-model';
import { sourceName } from '@thetix/shared/market/provenance-label';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { config, isLoopback, type Config } from '../config';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildFinnhubEarnings } from './finnhub/finnhub-earnings';
import { buildLiveMarketAccess, simulatorAccess, type MarketAccess, type MarketNeeds } from './market-access';
import { buildMarketCache } from './market-cache-entity';
import { marketCounters } from './market-counters';
import { loadMarketDataSecrets } from './market-data-secrets';
import { buildMarketReadThrough } from './market-read-through';
import type { MarketVendor } from './market-snapshot-loader';
import { buildMassiveClient } from './massive/massive-client';
import { buildMassiveVendor } from './massive/massive-vendor';
import { buildVendorCallGuard } from './vendor-call-guard';

let model: MarketModel | undefined;

/**
 * The deterministic simulator, created on first use and kept, so a warm container reuses the series it computed.
 * Pure code that only the simulator can serve (the example portfolio's history, the sandbox brokerage, the
 * calculator's backtest) reads it directly; everything that shows market figures goes through `marketAccess()`.
 */
export function marketModel(): MarketModel {
  model ??= createMarketSimulator();
  return model;
}

let access: MarketAccess | undefined;

/**
 * The configured market port (`MARKET_DATA`, decision 218): the simulator, or Massive (with Finnhub's earnings)
 * through the table cache. The vendor's keys are read on first load (Secrets Manager is a network call).
 */
export function marketAccess(): MarketAccess {
  access ??= createAccess(config());
  return access;
}

/** The model for one request's needs: the shorthand handlers use. */
export const loadMarket = (needs: MarketNeeds, now: Date): Promise<MarketModel> =>
  marketAccess().load(needs, now);

/** For tests and the local runtime, which change the environment after first use. */
export function resetMarketAccessForTests(): void {
  access = undefined;
}

/** Whether the figures users see are simulated: the simulator, or the vendor stand-in over it. */
export const marketDataIsSimulated = (settings: Config = config()): boolean =>
  settings.MARKET_DATA === 'simulator' || isLoopback(settings.MASSIVE_BASE_URL);

/** The e-mail footer's line for live data ("Market data from Massive, delayed 15 minutes."); none when simulated. */
export const marketNoteOf = (settings: Config = config()): string | undefined => {
  if (marketDataIsSimulated(settings)) return undefined;
  const delay = settings.MARKET_DATA_DELAY_MINUTES;
  return `Market data from ${sourceName(settings.MARKET_DATA)}, ${delay > 0 ? `delayed ${delay} minutes` : 'real time'}, as of when this was made.`;
};

function createAccess(settings: Config): MarketAccess {
  if (settings.MARKET_DATA === 'simulator') return simulatorAccess(marketModel);
  const standIn = isLoopback(settings.MASSIVE_BASE_URL);
  const source = standIn ? 'massive-stand-in' : 'massive';
  const cache = buildMarketCache(defaultTable(), systemClock);
  let live: Promise<MarketAccess> | undefined;
  const ready = () => {
    live ??= (async () => {
      const secrets = await loadMarketDataSecrets(settings);
      // The stand-in takes any key; a deployed stage without one fails here, naming the variable.
      const massiveKey = secrets.MASSIVE_API_KEY ?? (standIn ? 'stand-in' : undefined);
      if (!massiveKey)
        throw new Error(
          'Invalid configuration: MASSIVE_API_KEY is not set (in the environment or MARKET_DATA_SECRET_ID)',
        );
      const callsPerMinute = settings.MARKET_VENDOR_CALLS_PER_MINUTE;
      const massive = buildMassiveVendor(
        buildMassiveClient({
          apiKey: massiveKey,
          guard: buildVendorCallGuard({ callsPerMinute }),
          ...(settings.MASSIVE_BASE_URL ? { baseUrl: settings.MASSIVE_BASE_URL } : {}),
        }),
      );
      const vendor: MarketVendor = { ...massive, source };
      const finnhubKey =
        secrets.FINNHUB_API_KEY ?? (isLoopback(settings.FINNHUB_BASE_URL) ? 'stand-in' : undefined);
      const earningsSource = standIn ? 'finnhub-stand-in' : 'finnhub';
      const finnhub = finnhubKey
        ? buildFinnhubEarnings({
            apiKey: finnhubKey,
            guard: buildVendorCallGuard({ callsPerMinute: 60 }),
            ...(settings.FINNHUB_BASE_URL ? { baseUrl: settings.FINNHUB_BASE_URL } : {}),
          })
        : undefined;
      const earningsVendor: MarketVendor | undefined = finnhub
        ? { ...vendor, source: earningsSource, earnings: finnhub.earnings }
        : undefined;
      return buildLiveMarketAccess({
        vendor,
        readThrough: buildMarketReadThrough({ cache, source, counters: marketCounters }),
        ...(earningsVendor
          ? {
              earnings: {
                vendor: earningsVendor,
                readThrough: buildMarketReadThrough({
                  cache,
                  source: earningsSource,
                  counters: marketCounters,
                }),
              },
            }
          : {}),
        delayedMinutes: settings.MARKET_DATA_DELAY_MINUTES,
        simulated: standIn,
      });
    })().catch((error: unknown) => {
      live = undefined;
      throw error;
    });
    return live;
  };
  return {
    source,
    simulated: standIn,
    delayedMinutes: settings.MARKET_DATA_DELAY_MINUTES,
    load: async (needs, now) => (await ready()).load(needs, now),
    company: async (ticker, now) => (await ready()).company?.(ticker, now),
  };
}
