import * as z from 'zod';
import type { Config } from '../config';
import { readSecret } from '../platform/secrets';

/**
 * The aggregators' API keys. In AWS they live in one Secrets Manager secret (`BROKERAGE_SECRET_ID`, a JSON object
 * with these keys) read once per container; locally or in CI they may come from the plain variables. They are
 * handed to the SDK clients only: never logged, never returned by a route.
 */
const secretSchema = z.object({
  SNAPTRADE_CLIENT_ID: z.string().min(1).optional(),
  SNAPTRADE_CONSUMER_KEY: z.string().min(1).optional(),
  PLAID_CLIENT_ID: z.string().min(1).optional(),
  PLAID_SECRET: z.string().min(1).optional(),
  PLAID_ENV: z.enum(['sandbox', 'production']).optional(),
});
export type BrokerageSecrets = z.infer<typeof secretSchema>;

export async function loadBrokerageSecrets(
  config: Pick<Config, 'BROKERAGE_SECRET_ID' | 'AWS_REGION'> & BrokerageSecrets,
  fetchSecret: (id: string) => Promise<string | undefined> = (id) => readSecret(id, config.AWS_REGION),
): Promise<BrokerageSecrets> {
  const fromEnvironment: BrokerageSecrets = {
    SNAPTRADE_CLIENT_ID: config.SNAPTRADE_CLIENT_ID,
    SNAPTRADE_CONSUMER_KEY: config.SNAPTRADE_CONSUMER_KEY,
    PLAID_CLIENT_ID: config.PLAID_CLIENT_ID,
    PLAID_SECRET: config.PLAID_SECRET,
    PLAID_ENV: config.PLAID_ENV,
  };
  if (!config.BROKERAGE_SECRET_ID) return fromEnvironment;
  const text = await fetchSecret(config.BROKERAGE_SECRET_ID);
  const parsed = secretSchema.safeParse(JSON.parse(text ?? '{}'));
  if (!parsed.success)
    throw new Error(
      `Invalid configuration: secret BROKERAGE_SECRET_ID is not a JSON object of ${Object.keys(secretSchema.shape).join(', ')}`,
    );
  return { ...fromEnvironment, ...parsed.data };
}

/** The named secret, or a configuration error naming the variable (never its value). */
export const requireSecret = (secrets: BrokerageSecrets, name: keyof BrokerageSecrets): string => {
  const value = secrets[name];
  if (!value)
    throw new Error(`Invalid configuration: ${name} is not set (in the environment or BROKERAGE_SECRET_ID)`);
  return value;
};
