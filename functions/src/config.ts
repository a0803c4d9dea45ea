import * as z from 'zod';
import { queueDefinitions, type QueueName } from '@thetix/shared/queues';

/** The offline Massive stand-in (massive-stand-in.ts) listens on loopback and takes any key. */
export const isLoopback = (url: string | undefined): boolean => {
  if (!url || !URL.canParse(url)) return false;
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
};

/**
 * Everything a Lambda (or the local runtime, which sets the same variables) reads from its environment.
 * Validated once per process at first use; a missing or malformed variable fails fast with its name.
 */
const configSchema = z
  .object({
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
    ...Object.fromEntries(
      queueDefinitions.map((queue) => [queueUrlVariable(queue.name), z.url().optional()]),
    ),
    /** Which brokerage aggregator serves connections and syncs: the offline sandbox unless configured. */
    BROKERAGE_ADAPTER: z.enum(['sandbox', 'snaptrade', 'plaid']).default('sandbox'),
    /** Where the aggregator sends the login window back (`<base>/api/<aggregator>/callback`); default: the request's host. */
    PUBLIC_BASE_URL: z.url().optional(),
    /** AWS: a Secrets Manager secret (JSON with the keys below) read once per container; wins over the plain variables. */
    BROKERAGE_SECRET_ID: z.string().min(1).optional(),
    SNAPTRADE_CLIENT_ID: z.string().min(1).optional(),
    SNAPTRADE_CONSUMER_KEY: z.string().min(1).optional(),
    PLAID_CLIENT_ID: z.string().min(1).optional(),
    PLAID_SECRET: z.string().min(1).optional(),
    /** Plaid's environment; its keys differ per environment, so the secret may carry it too (and wins). */
    PLAID_ENV: z.enum(['sandbox', 'production']).optional(),
    /** Who turns Thetix questions into plans: the offline rule planner unless a language model is configured. */
    THETIX_PLANNER: z.enum(['rules', 'bedrock', 'openai']).default('rules'),
    /** Amazon Bedrock model id (Converse API with tool use), when THETIX_PLANNER is bedrock. */
    BEDROCK_MODEL_ID: z.string().min(1).optional(),
    /** An OpenAI-compatible chat-completions server (Ollama, llama.cpp server, vLLM): base URL ending before /chat. */
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    /**
     * Who answers market data (issue 29, decision 218): the offline simulator unless a vendor is configured. The
     * legacy value `simulated` means the simulator.
     */
    MARKET_DATA: z
      .enum(['simulator', 'massive', 'simulated'], 'must be simulator or massive')
      .default('simulator')
      .transform((value) => (value === 'simulated' ? 'simulator' : value)),
    /** AWS: a Secrets Manager secret (JSON with MASSIVE_API_KEY and FINNHUB_API_KEY) read once per container. */
    MARKET_DATA_SECRET_ID: z.string().min(1).optional(),
    /** Massive's API key, when MARKET_DATA is massive (not needed against the local stand-in). */
    MASSIVE_API_KEY: z.string().min(1).optional(),
    /** Where Massive answers; defaults to https://api.massive.com. Locally, the stand-in's loopback address. */
    MASSIVE_BASE_URL: z.url().optional(),
    /** Finnhub's API key: the earnings calendar beside Massive. */
    FINNHUB_API_KEY: z.string().min(1).optional(),
    /** Where Finnhub answers; defaults to https://finnhub.io. Locally, the stand-in's loopback address. */
    FINNHUB_BASE_URL: z.url().optional(),
    /** How many minutes the vendor plan's quotes lag the market (15 on Massive's delayed plans, 0 real time). */
    MARKET_DATA_DELAY_MINUTES: z.coerce
      .number('must be a whole number of minutes')
      .int('must be a whole number of minutes')
      .min(0, 'must be 0 or more')
      .max(60, 'must be at most 60')
      .default(15),
    /** Vendor calls one container may make in a minute: the plan's limit shared out across containers. */
    MARKET_VENDOR_CALLS_PER_MINUTE: z.coerce
      .number('must be a whole number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(600),
    /** Who sends report e-mails: SMTP (locally the maildev catcher) or Amazon SES v2. */
    EMAIL_ADAPTER: z.enum(['smtp', 'ses']).default('smtp'),
    /** The From of report e-mails; with SES its address or domain must be a verified identity. */
    MAIL_FROM: z
      .string()
      .regex(/^[^<>]*<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/, 'must be "Name <address>" or an address')
      .default('Thetix <reports@thetix.local>'),
    MAIL_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
    MAIL_SMTP_PORT: z.coerce
      .number('must be a port number')
      .int('must be a port number')
      .min(1, 'must be a port number')
      .max(65535, 'must be a port number')
      .default(1025),
    /** Where links in e-mails and pushes point (the SPA's origin); defaults to PUBLIC_BASE_URL. */
    APP_BASE_URL: z.url().optional(),
    /** AWS: a Secrets Manager secret (JSON with the four keys below) read once per container; wins over them. */
    VAPID_SECRET_ID: z.string().min(1).optional(),
    /** The VAPID key pair of Web Push (base64url, uncompressed P-256 point and 32-byte scalar). */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    /** Who push services contact about our pushes: a mailto: or https: URL; defaults to mailto:SUPPORT_EMAIL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
      .optional(),
    /** HMAC key of unsubscribe links; changing it invalidates every link already sent. */
    UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** HMAC key of XSRF tokens (locally generated into .data/); changing it only makes browsers fetch a new token. */
    XSRF_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** AWS: a Secrets Manager secret holding the XSRF key as a plain string; XSRF_SECRET wins when both are set. */
    XSRF_SECRET_ID: z.string().min(1).optional(),
    /** AWS: the S3 bucket of Trading History CSV exports (downloaded through presigned links). */
    EXPORTS_BUCKET: z.string().min(3).optional(),
    /** Locally: the folder of Trading History CSV exports (`.data/exports`), served through signed links. */
    EXPORTS_DIR: z.string().min(1).optional(),
    /** More origins writes may come from, comma-separated, besides APP_BASE_URL and PUBLIC_BASE_URL. */
    ALLOWED_ORIGINS: z
      .string()
      .refine(
        (text) => text.split(',').every((entry) => !entry.trim() || URL.canParse(entry.trim())),
        'must be comma-separated origins such as https://thetix.app',
      )
      .optional(),
  })
  .superRefine((env, context) => {
    const needs = (adapter: string, variables: string[]) => {
      if (env.BROKERAGE_ADAPTER !== adapter || env.BROKERAGE_SECRET_ID) return;
      for (const variable of variables)
        if (!env[variable as keyof typeof env])
          context.addIssue({
            code: 'custom',
            path: [variable],
            message: `required when BROKERAGE_ADAPTER is ${adapter} and BROKERAGE_SECRET_ID is not set`,
          });
    };
    needs('snaptrade', ['SNAPTRADE_CLIENT_ID', 'SNAPTRADE_CONSUMER_KEY']);
    needs('plaid', ['PLAID_CLIENT_ID', 'PLAID_SECRET']);
    const plannerNeeds = (planner: string, variables: string[]) => {
      if (env.THETIX_PLANNER !== planner) return;
      for (const variable of variables)
        if (!env[variable as keyof typeof env])
          context.addIssue({
            code: 'custom',
            path: [variable],
            message: `required when THETIX_PLANNER is ${planner}`,
          });
    };
    plannerNeeds('bedrock', ['BEDROCK_MODEL_ID']);
    plannerNeeds('openai', ['OPENAI_BASE_URL', 'OPENAI_MODEL']);
    if (
      env.MARKET_DATA === 'massive' &&
      !env.MARKET_DATA_SECRET_ID &&
      !env.MASSIVE_API_KEY &&
      !isLoopback(env.MASSIVE_BASE_URL)
    )
      context.addIssue({
        code: 'custom',
        path: ['MASSIVE_API_KEY'],
        message:
          'required when MARKET_DATA is massive, unless MARKET_DATA_SECRET_ID is set or MASSIVE_BASE_URL is the local stand-in on loopback',
      });
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      context.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (one key pair)',
      });
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
