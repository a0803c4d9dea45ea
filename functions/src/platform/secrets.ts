import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { traced } from './tracing';

/**
 * How long a secret read is kept: the callers (the aggregators', market-data, notification and XSRF keys) keep
 * what they parsed from it for the container's life anyway, so this only spares repeated reads of a secret that
 * failed to parse, and bounds how long a rotated value takes to reach a caller that reads again.
 */
export const SECRET_MAX_AGE_SECONDS = 300;

const providers = new Map<string, SecretsProvider>();

/**
 * A Secrets Manager secret's string, through Powertools' Parameters (decision 253): one traced client per region
 * for the process, answers cached for SECRET_MAX_AGE_SECONDS. Replaces a client made and destroyed per read.
 */
export async function readSecret(id: string, region: string): Promise<string | undefined> {
  let provider = providers.get(region);
  if (!provider) {
    provider = new SecretsProvider({ awsSdkV3Client: traced(new SecretsManagerClient({ region })) });
    providers.set(region, provider);
  }
  const value = await provider.get(id, { maxAge: SECRET_MAX_AGE_SECONDS });
  return typeof value === 'string' ? value : undefined;
}
