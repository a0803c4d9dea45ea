import { useSyncExternalStore } from 'react';

/**
 * Admin "view as" (spec part 1 §4, §6): which user an admin is viewing and when the admin session started. Kept
 * in localStorage so a reload keeps it; the API client reads it on every request, so it lives here and not in a
 * feature. The server re-checks everything (functions/src/http/middleware/impersonation.ts).
 */
export interface ImpersonationSession {
  userId: string;
  email: string;
  /** ISO time the admin session started; sent as X-Impersonation-Timestamp. */
  startedAt: string;
  /** The viewed user's account picked in the admin dialog. */
  accountId?: string;
  /** The admin's own selected account ('' for all accounts), restored when impersonation stops. */
  originalAccountId?: string;
}

/** Spec part 1 §9: an admin session lasts at most one hour. */
export const IMPERSONATION_MAX_MS = 60 * 60 * 1000;

const STORAGE_KEY = 'admin_impersonation';
const listeners = new Set<() => void>();
let current: ImpersonationSession | null | undefined;

function readStored(): ImpersonationSession | null {
  try {
    if (typeof globalThis.localStorage === 'undefined') return null;
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as ImpersonationSession | null;
    return parsed && typeof parsed.userId === 'string' && typeof parsed.startedAt === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

export function getImpersonation(): ImpersonationSession | null {
  // readStored catches a storage the browser refuses (a third-party frame throws on any access to localStorage).
  if (current === undefined) current = readStored();
  return current;
}

function write(session: ImpersonationSession | null): void {
  current = session;
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the session still holds in memory for this page.
  }
  for (const listener of listeners) listener();
}

export const startImpersonation = (session: ImpersonationSession): void => write(session);
export const stopImpersonation = (): void => write(null);

export const isImpersonationExpired = (session: ImpersonationSession, now: Date): boolean =>
  now.getTime() - Date.parse(session.startedAt) >= IMPERSONATION_MAX_MS;

/** A fresh id per request; crypto.randomUUID needs a secure context, which every stage but a LAN test has. */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The headers every API request carries while impersonating (spec part 1 §6; docs/api.md, "Admin
 * impersonation"): the viewed user, the admin session's start and a per-request id that ties the browser's call
 * to the server's security log.
 */
export function impersonationHeaders(): Record<string, string> {
  const session = getImpersonation();
  if (!session) return {};
  return {
    'X-Impersonate-User-Id': session.userId,
    'X-Impersonation-Timestamp': session.startedAt,
    'X-Request-Id': newRequestId(),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useImpersonation = (): ImpersonationSession | null =>
  useSyncExternalStore(subscribe, getImpersonation, () => null);
