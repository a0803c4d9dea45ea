import { hasStoredAuthState } from './lib/amplify';

/**
 * The entry is only this: the app (app/start.tsx, React, Chakra, the router) is a chunk of its own. A public page
 * arrives prerendered (web/scripts/prerender.ts) and is readable before any of it loads; the SPA shell, index.html,
 * preloads the app's chunks so its pages start as fast as before. A browser with a session is headed for the app,
 * so a prerendered public page is cleared at once instead of showing until the redirect.
 *
 * The app's modules load in stages, each evaluated in a task of its own with the browser free in between, so a
 * phone keeps scrolling and answering taps while the app starts (a module graph is otherwise evaluated in one task).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerendered = container.hasChildNodes();
if (prerendered && hasStoredAuthState()) container.replaceChildren();

/**
 * The stages before the app's own modules, in order; what each costs a mid-range phone is measured in
 * docs/decisions.md (decision 212).
 */
const stages = [
  // React, Chakra's styled system and Emotion.
  () => import('./lib/ui-runtime'),
  // The design system built on them (Chakra's createSystem): the largest single piece of the start.
  () => import('./lib/chakra-system'),
  // The first number formatters: building the first one loads the browser's locale data.
  () => import('./lib/money-format'),
  // The contracts the app parses its answers with (zod), and the query client.
  () => import('./lib/contracts-runtime'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function load(root: HTMLElement): Promise<void> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  // The app: its routes, the page's components, the contracts they parse with.
  const { start } = await import('./app/start');
  await nextTask();
  await start(root, prerendered && root.hasChildNodes());
}
void load(container);
