import { hasStoredAuthState } from './lib/amplify';

/**
 * The entry is only this: the app (app/start.tsx, React, Chakra, the router) is a chunk of its own. A public page
 * arrives prerendered (web/scripts/prerender.ts) and is readable before any of it loads; the SPA shell, index.html,
 * preloads the app's chunks so its pages start as fast as before. A browser with a session is headed for the app,
 * so a prerendered public page is cleared at once instead of showing until the redirect.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerendered = container.hasChildNodes();
if (prerendered && hasStoredAuthState()) container.replaceChildren();
void import('./app/start').then(({ start }) => start(container, prerendered && container.hasChildNodes()));
