import * as z from 'zod';
import { config, type Config } from '../config';
import { readSecret } from '../platform/secrets';

/**
 * The keys of report delivery: the VAPID key pair that signs Web Push requests and the HMAC key of unsubscribe
 * links. In AWS they live in one Secrets Manager secret (`VAPID_SECRET_ID`, a JSON object with these keys) read once
 * per container; locally `npm start` generates them on first start into `.data/` and sets the plain variables.
 * They are never logged or returned, except the public VAPID key, which browsers need.
 */
const secretSchema = z.object({
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/)
    .optional(),
  UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
});
export type NotificationSecrets = z.infer<typeof secretSchema>;

export interface VapidDetails {
  readonly subject: string;
  readonly publicKey: string;
  readonly privateKey: string;
}

type SecretConfig = Pick<Config, 'VAPID_SECRET_ID' | 'AWS_REGION' | 'SUPPORT_EMAIL'> & NotificationSecrets;

export async function loadNotificationSecrets(
  settings: SecretConfig,
  fetchSecret: (id: string) => Promise<string | undefined> = (id) => readSecret(id, settings.AWS_REGION),
): Promise<NotificationSecrets> {
  const fromEnvironment: NotificationSecrets = {
    VAPID_PUBLIC_KEY: settings.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: settings.VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: settings.VAPID_SUBJECT ?? `mailto:${settings.SUPPORT_EMAIL}`,
    UNSUBSCRIBE_SECRET: settings.UNSUBSCRIBE_SECRET,
  };
  if (!settings.VAPID_SECRET_ID) return fromEnvironment;
  const text = await fetchSecret(settings.VAPID_SECRET_ID);
  let parsed: ReturnType<typeof secretSchema.safeParse>;
  try {
    parsed = secretSchema.safeParse(JSON.parse(text ?? '{}'));
  } catch {
    parsed = secretSchema.safeParse(undefined);
  }
  if (!parsed.success)
    throw new Error(
      `Invalid configuration: secret VAPID_SECRET_ID is not a JSON object of ${Object.keys(secretSchema.shape).join(', ')} ` +
        '(VAPID keys as base64url, UNSUBSCRIBE_SECRET at least 32 characters)',
    );
  const fromSecret = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as NotificationSecrets;
  return { ...fromEnvironment, ...fromSecret };
}

const missing = (name: string) =>
  new Error(`Invalid configuration: ${name} is not set (in the environment or the VAPID_SECRET_ID secret)`);

/** The VAPID key pair and subject, or a configuration error naming what is missing (never a value). */
export function vapidDetails(secrets: NotificationSecrets): VapidDetails {
  if (!secrets.VAPID_PUBLIC_KEY) throw missing('VAPID_PUBLIC_KEY');
  if (!secrets.VAPID_PRIVATE_KEY) throw missing('VAPID_PRIVATE_KEY');
  return {
    subject: secrets.VAPID_SUBJECT ?? 'mailto:support@thetix.app',
    publicKey: secrets.VAPID_PUBLIC_KEY,
    privateKey: secrets.VAPID_PRIVATE_KEY,
  };
}

/** The unsubscribe links' HMAC key, or a configuration error. */
export function unsubscribeSecret(secrets: NotificationSecrets): string {
  if (!secrets.UNSUBSCRIBE_SECRET) throw missing('UNSUBSCRIBE_SECRET');
  return secrets.UNSUBSCRIBE_SECRET;
}

let cached: Promise<NotificationSecrets> | undefined;

/** The process's keys, read once (a failed read is retried by the next caller rather than kept). */
export function notificationSecrets(): Promise<NotificationSecrets> {
  cached ??= loadNotificationSecrets(config()).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
