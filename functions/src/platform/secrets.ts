import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * A Secrets Manager secret's string, read once by whoever caches it (the aggregators', market-data, notification and
 * XSRF keys). The client lives for the one call: secrets are read once per container.
 */
export async function readSecret(id: string, region: string): Promise<string | undefined> {
  const client = new SecretsManagerClient({ region });
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: id }))).SecretString;
  } finally {
    client.destroy();
  }
}
