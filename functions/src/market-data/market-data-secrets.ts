import * as z from 'zod';
import type { Config } from '../config';
import { readSecret } from '../platform/secrets';

/**
 * The market-data vendors' keys. In AWS they live in one Secrets Manager secret (`MARKET_DATA_SECRET_ID`, a JSON
 * object with these keys) read once per container; locally they may come from the plain variables. They go to the
 * vendor clients only: never logged, never returned by a route.
 */
const secretSchema = z.object({
  MASSIVE_API_KEY: z.string().min(1).optional(),
  FINNHUB_API_KEY: z.string().min(1).optional(),
});
export type MarketDataSecrets = z.infer<typeof secretSchema>;

export async function loadMarketDataSecrets(
  config: Pick<Config, 'MARKET_DATA_SECRET_ID' | 'AWS_REGION'> & MarketDataSecrets,
  fetchSecret: (id: string) => Promise<string | undefined> = (id) => readSecret(id, config.AWS_REGION),
): Promise<MarketDataSecrets> {
  const fromEnvironment: MarketDataSecrets = {
    ...(config.MASSIVE_API_KEY ? { MASSIVE_API_KEY: config.MASSIVE_API_KEY } : {}),
    ...(config.FINNHUB_API_KEY ? { FINNHUB_API_KEY: config.FINNHUB_API_KEY } : {}),
  };
  if (!config.MARKET_DATA_SECRET_ID) return fromEnvironment;
  let parsed: z.ZodSafeParseResult<MarketDataSecrets>;
  try {
    parsed = secretSchema.safeParse(JSON.parse((await fetchSecret(config.MARKET_DATA_SECRET_ID)) ?? '{}'));
  } catch {
    parsed = secretSchema.safeParse(undefined);
  }
  if (!parsed.success)
    throw new Error(
      `Invalid configuration: secret MARKET_DATA_SECRET_ID is not a JSON object of ${Object.keys(secretSchema.shape).join(', ')}`,
    );
  return { ...fromEnvironment, ...parsed.data };
}
