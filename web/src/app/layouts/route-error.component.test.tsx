import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderInDom } from '../../components/testing/render-in-dom';
import { RouteError } from './route-error';

const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: /assets/dashboard-Ab12Cd.js',
);

/** A router whose only route fails with `error` while loading, as a lazy route whose chunk is gone does. */
function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      loader: () => {
        throw error;
      },
      Component: () => <p>never shown</p>,
    },
  ]);
  return renderInDom(<RouterProvider router={router} />);
}

describe('the route error screen (spec part 1 §8)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the error page for an ordinary failure', async () => {
    renderFailingRoute(new Error('Request failed with status 500'));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(window.sessionStorage.getItem('thetix:chunk-reloads')).toBeNull();
  });

  it('shows the error page instead of reloading again when the same chunk is still missing', async () => {
    // Prepare: the reload for this chunk already happened in this tab.
    window.sessionStorage.setItem('thetix:chunk-reloads', JSON.stringify(['/assets/dashboard-Ab12Cd.js']));

    // Act
    renderFailingRoute(missingChunk);

    // Assess
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
