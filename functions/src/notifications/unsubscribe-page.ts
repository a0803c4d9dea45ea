import { escapeHtml } from './notification-names';

/**
 * The small page an unsubscribe link opens. Nothing is loaded from anywhere and no script runs; the links are
 * relative because the page is served from the app's own origin (CloudFront sends /api/* to the API).
 */
export const UNSUBSCRIBE_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

/** web/src/config/paths.ts `profile.notifications`. */
export const NOTIFICATION_SETTINGS_PATH = '/profile/notifications';

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - Thetix</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f4f6fb; color: #1a202c; margin: 0; }
  main { max-width: 460px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 28px;
    box-shadow: 0 4px 24px rgba(20, 30, 60, 0.12); }
  h1 { font-size: 1.3rem; margin: 0 0 10px; }
  p { color: #4a5568; line-height: 1.5; }
  a { color: #2b6cb0; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;

const settingsLink = `<a href="${NOTIFICATION_SETTINGS_PATH}">notification settings</a>`;

/** "You will no longer receive the daily action plan by e-mail." */
export const unsubscribedSentence = (name: string) => `You will no longer receive ${name} by e-mail.`;

export const unsubscribedPage = (name: string) =>
  layout(
    'Unsubscribed',
    `<h1>Unsubscribed</h1>
<p>${escapeHtml(unsubscribedSentence(name))}</p>
<p>Its push notifications are off too. You can turn it back on at any time in your ${settingsLink}.</p>`,
  );

export const cannotTurnOffPage = (name: string) =>
  layout(
    'Cannot be turned off',
    `<h1>This one cannot be turned off</h1>
<p>${escapeHtml(`${name.charAt(0).toUpperCase()}${name.slice(1)} is part of setting up Thetix and cannot be turned off.`)}</p>
<p>Choose what else Thetix sends you in your ${settingsLink}.</p>`,
  );
