import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';
import * as z from 'zod';

/**
 * The local stand-in for the notifications secret of AWS: a VAPID key pair and an unsubscribe key, generated on the
 * first start and kept in the data folder, so browsers' push subscriptions and the unsubscribe links of mail
 * already caught keep working after a restart. Deleting `.data/` starts over with new keys.
 */
const keysSchema = z.object({
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  UNSUBSCRIBE_SECRET: z.string().min(32),
});
export type LocalNotificationKeys = z.infer<typeof keysSchema>;

export function ensureNotificationKeys(file: string): LocalNotificationKeys {
  if (existsSync(file)) {
    const saved = keysSchema.safeParse(readJson(file));
    if (saved.success) return saved.data;
  }
  const vapid = webpush.generateVAPIDKeys();
  const keys: LocalNotificationKeys = {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/** A damaged file is replaced by new keys rather than stopping `npm start`. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
