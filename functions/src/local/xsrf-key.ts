import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod';

/**
 * The local stand-in for the XSRF key's secret in AWS: generated on the first start and kept in the data folder next
 * to the notification keys, so the XSRF tokens browsers hold stay valid across a restart. Deleting `.data/` (or the
 * file) only makes browsers fetch a new token.
 */
const keySchema = z.object({ XSRF_SECRET: z.string().min(32) });
export type LocalXsrfKey = z.infer<typeof keySchema>;

export function ensureXsrfSecret(file: string): LocalXsrfKey {
  if (existsSync(file)) {
    const saved = keySchema.safeParse(readJson(file));
    if (saved.success) return saved.data;
  }
  const key: LocalXsrfKey = { XSRF_SECRET: randomBytes(32).toString('base64url') };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(key, null, 2), { mode: 0o600 });
  return key;
}

/** A damaged file is replaced by a new key rather than stopping `npm start`. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
