import { hasStoredAuthState } from './lib/amplify';

/**
 * The entry is only this: the app (app/start.tsx, React, Chakra, the router) is a chunk of its own. A public page
 * arrives prerendered (web/scripts/prerender.ts) and is readable before any of it loads; the SPA shell, index.html,
 * preloads the app's chunks so its pages start as fast as before. A browser with a session is headed for the app,
 * so a prerendered public page is cleared at once instead of showing until the redirect.
 *
 * The app's modules load in stages, each evaluated in a task of its own with the browser free in between (a page
 * stays responsive to scrolling and taps while the app starts): first the design system, whose construction is the
 * largest single piece of the start, then the rest of the app.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerendered = container.hasChildNodes();
if (prerendered && hasStoredAuthState()) container.replaceChildren();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function load(): Promise<void> {
  await import('./lib/chakra-system');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  await start(container!, prerendered && container!.hasChildNodes());
}
void load();
