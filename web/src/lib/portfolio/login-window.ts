/**
 * The aggregator's login window (spec part 1 §4): opened as a pop-up, checked every second, done when its title
 * contains "Success" or "Complete" or when it closes. The callback pages (functions/src/brokerage/connect-pages.ts)
 * title themselves 'Success - ...', 'Cancelled - ...' or 'Error ...' and close themselves.
 */
export const LOGIN_WINDOW_POLL_MS = 1_000;
export const LOGIN_WINDOW_NAME = 'thetix-brokerage-login';
export const LOGIN_WINDOW_FEATURES = 'popup,width=520,height=720';

export type LoginWindowOutcome = 'connected' | 'closed' | 'cancelled' | 'failed';

/** What a window title says about the login; undefined while the user is still on the aggregator's pages. */
export function outcomeOfTitle(title: string): LoginWindowOutcome | undefined {
  if (/success|complete/i.test(title)) return 'connected';
  if (/^cancel/i.test(title)) return 'cancelled';
  if (/^error/i.test(title)) return 'failed';
  return undefined;
}

/** The title, or '' while the window shows another origin (the aggregator's own pages cannot be read). */
function readTitle(popup: Pick<Window, 'document'>): string {
  try {
    return popup.document.title;
  } catch {
    return '';
  }
}

/** Rejects with the signal's reason when aborted, so a page left mid-flow stops polling. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Waits for the login to end. A cancelled login is reported once its window has closed itself; a failed one at
 * once, leaving its window open so the user can read why.
 */
export async function watchLoginWindow(
  popup: Pick<Window, 'closed' | 'document'>,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = sleep,
): Promise<LoginWindowOutcome> {
  let seen: LoginWindowOutcome | undefined;
  for (;;) {
    if (popup.closed) return seen ?? 'closed';
    seen = outcomeOfTitle(readTitle(popup)) ?? seen;
    if (seen === 'connected' || seen === 'failed') return seen;
    await wait(LOGIN_WINDOW_POLL_MS, signal);
  }
}
