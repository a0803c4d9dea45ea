import type { CallbackOutcome } from './brokerage-service';

/**
 * The pages the brokerage login window shows: the sandbox aggregator's portal and the callback's answer. The app
 * watches that window (spec part 1 §4): it starts the sync when the window closes or its title contains
 * "Success" or "Complete", so the callback's titles say so and the window closes itself.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Inline style and script only; nothing is loaded from anywhere, and no page may frame these. */
export const CONNECT_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

const layout = (title: string, body: string, script = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f4f6fb; color: #1a202c; margin: 0; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 28px;
    box-shadow: 0 4px 24px rgba(20, 30, 60, 0.12); }
  h1 { font-size: 1.3rem; margin: 0 0 6px; }
  p { color: #4a5568; line-height: 1.45; }
  .badge { display: inline-block; font-size: 0.75rem; background: #fefcbf; color: #744210; border-radius: 999px;
    padding: 2px 10px; margin-bottom: 14px; }
  ul { list-style: none; padding: 0; margin: 18px 0; }
  li a { display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 14px 16px;
    border: 1px solid #e2e8f0; border-radius: 10px; margin-bottom: 10px; color: inherit; text-decoration: none; }
  li a:hover, li a:focus { border-color: #3182ce; background: #ebf8ff; }
  .name { font-weight: 600; } .tagline { font-size: 0.85rem; color: #718096; }
  .authorize { color: #2b6cb0; font-weight: 600; white-space: nowrap; }
  .cancel { color: #718096; }
</style>
</head>
<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body>
</html>`;

/** The sandbox aggregator's portal: pick a demo brokerage and authorize read-only access. */
export function sandboxPortalPage(options: {
  state: string;
  brokerages: readonly { id: string; name: string; tagline: string }[];
  /** Signing in again to a connection whose login broke. */
  reconnecting?: boolean;
}): string {
  const callback = (query: string) =>
    `/api/sandbox/callback?state=${encodeURIComponent(options.state)}&${query}`;
  const items = options.brokerages
    .map(
      (
        brokerage,
      ) => `<li><a href="${escapeHtml(callback(`status=SUCCESS&brokerage=${encodeURIComponent(brokerage.id)}`))}">
  <span><span class="name">${escapeHtml(brokerage.name)}</span><br><span class="tagline">${escapeHtml(brokerage.tagline)}</span></span>
  <span class="authorize">Authorize</span></a></li>`,
    )
    .join('\n');
  return layout(
    'Connect a brokerage - Sandbox aggregator',
    `<span class="badge">Sandbox: demo brokerages, simulated data</span>
${
  options.reconnecting
    ? `<h1>Sign in again</h1>
<p>Authorize the same demo brokerage again to resume syncing. Access stays read-only: Thetix can see holdings and
transactions, never trade or move money.</p>`
    : `<h1>Connect a brokerage</h1>
<p>Choose a demo brokerage to share its accounts with Thetix. Access is read-only: Thetix can see holdings and
transactions, never trade or move money.</p>`
}
<ul>
${items}
</ul>
<p><a class="cancel" href="${escapeHtml(callback('status=CANCELLED'))}">Cancel</a></p>`,
  );
}

/** A portal opened with a used or expired state. */
export const sandboxPortalExpiredPage = () =>
  layout(
    'Link expired - Sandbox aggregator',
    `<h1>This link has expired</h1><p>Close this window and choose Connect again in Thetix.</p>`,
  );

/** The callback's answer; the window closes itself after a moment when it can. */
export function callbackPage(outcome: CallbackOutcome): string {
  const close = 'setTimeout(function () { window.close(); }, 1500);';
  if (outcome.kind === 'connected')
    return layout(
      'Success - Brokerage connected',
      `<h1>Brokerage connected</h1><p>${escapeHtml(outcome.institutions.join(', '))} is connected read-only. Thetix is
syncing your positions now; you can close this window.</p>`,
      close,
    );
  if (outcome.kind === 'cancelled')
    return layout(
      'Cancelled - Brokerage not connected',
      `<h1>Nothing was connected</h1><p>You can close this window.</p>`,
      close,
    );
  return layout(
    'Error connecting to brokerage',
    `<h1>Error connecting to brokerage</h1><p>${escapeHtml(outcome.message)}</p><p>You can close this window and try again.</p>`,
  );
}
