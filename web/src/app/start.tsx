import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import { startTransition, StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { configureAuth } from '../lib/amplify';
import { clientEmotionCache } from '../lib/emotion-cache';
import { createQueryClient } from '../lib/query-client';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { prerenderConfig } from './prerender-config';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { StartupError } from './startup-error';

type AppRouter = ReturnType<typeof createAppRouter>;

/** On <html> once the app has rendered or hydrated the page (web/e2e/browser.ts waits for it). */
const APP_READY_ATTRIBUTE = 'data-app-ready';

interface AppProps {
  config: RuntimeConfig;
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  router: AppRouter;
  /** What the page was prerendered with: the first render uses it, so hydration finds the same markup. */
  prerenderedWith?: RuntimeConfig;
}

function App({ config, emotionCache, queryClient, router, prerenderedWith }: AppProps) {
  const [current, setCurrent] = useState(prerenderedWith ?? config);
  // The stage's own configuration replaces the prerender's as a transition: React re-renders what reads it in slices
  // after hydration, not in one long task.
  useEffect(() => startTransition(() => setCurrent(config)), [config]);
  // Set once React owns the page (a prerendered one is hydrated by then): the browser tests wait for it.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProvider config={current} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>
  );
}

/** Resolves once the router has run the first page's loaders and fetched its lazy modules. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Configuration first (it names the user pool), then Amplify, then the first render. A prerendered public page
 * (web/scripts/prerender.ts) is hydrated: React adopts the markup already on screen instead of rebuilding it, once
 * the route is ready and with the inputs the prerender used (prerender-config.ts, prerender-data.ts). A Ghost blog is the exception: its
 * posts are not the prerendered ones, so the app renders it afresh over the page.
 */
export async function start(container: HTMLElement, prerendered: boolean): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    configureAuth(config);
    const queryClient = createQueryClient();
    const app = {
      config,
      emotionCache: clientEmotionCache(),
      queryClient,
      router: createAppRouter(queryClient),
    };
    const { pathname } = window.location;
    const isBlog = pathname.startsWith('/blog');
    if (!prerendered || (isBlog && config.ghost)) {
      if (prerendered) await routerReady(app.router);
      createRoot(container).render(<App {...app} />);
      return;
    }
    await routerReady(app.router);
    if (isBlog) await (await import('./prerender-data')).prefetchPageData(queryClient, pathname);
    // As a transition, React hydrates in slices and yields to the browser in between: no long task to scroll past.
    startTransition(() => {
      hydrateRoot(container, <App {...app} prerenderedWith={prerenderConfig} />, {
        // A page that differs from its prerendered markup is rendered afresh by React: slower, never broken.
        onRecoverableError: (error) => console.warn('The prerendered page was rendered again:', error),
      });
    });
  } catch (error) {
    console.error(error);
    createRoot(container).render(<StartupError error={error} />);
  }
}
