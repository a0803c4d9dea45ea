import * as z from 'zod';
import { queueDefinitions, type QueueName } from '@thetix/shared/queues';

/**
 * Everything a Lambda (or the local runtime, which sets the same variables) reads from its environment.
 * Validated once per process at first use; a missing or malformed variable fails fast with its name.
 */
const configSchema = z.object({
  STAGE: z.string().min(1).default('local'),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  /** Set only locally: DynamoDB Local's address. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Set only locally: fauxqs's address. */
  SQS_ENDPOINT: z.url().optional(),
  /** Token issuer: `https://cognito-idp.<region>.amazonaws.com/<poolId>` in AWS, cognito-local's URL locally. */
  AUTH_ISSUER: z.url(),
  AUTH_CLIENT_ID: z.string().min(1),
  /** Defaults to `${AUTH_ISSUER}/.well-known/jwks.json`. */
  AUTH_JWKS_URI: z.url().optional(),
  SUPPORT_EMAIL: z.email().default('support@thetix.app'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  ...Object.fromEntries(queueDefinitions.map((queue) => [queueUrlVariable(queue.name), z.url().optional()])),
});

export type Config = z.infer<typeof configSchema> & Record<string, string | undefined>;

export function queueUrlVariable(name: QueueName): string {
  return `QUEUE_URL_${name.toUpperCase().replace(/-/g, '_')}`;
}

let cached: Config | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data as Config;
}

/** The process-wide configuration, read on first use. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** For the local runtime and tests, which set the environment after the module loaded. */
export function resetConfigForTests(): void {
  cached = undefined;
}
