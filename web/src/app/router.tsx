import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { isSignedInArea, paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loadAuth } from '../lib/amplify';
import { MarketingShell } from './layouts/marketing-shell';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import type * as RouteGuards from './route-guards';
import { handle } from './route-handle';
import { LandingRoute } from './routes/landing';
import { redirectSignedInTo, requireSignedIn } from './session-guards';

/**
 * Only the landing page, its shell and the light session check are in the entry chunk. Every other page, the
 * signed-in shells, the profile-reading guards and Amplify (lib/amplify.ts) are chunks fetched on first visit.
 */
const page =
  <Module,>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/** A route loader from route-guards.ts, fetched with the first page that needs it. */
const guard = (pick: (guards: typeof RouteGuards) => () => Promise<unknown>) => async () =>
  pick(await import('./route-guards'))();

const marketing = () => import('./routes/marketing-pages');
const blog = () => import('./routes/blog');
const legal = () => import('./routes/legal');
/** Sign-in pages call Amplify directly, so it is loaded and configured before they render. */
const auth = async () => (await Promise.all([import('./routes/auth'), loadAuth()]))[0];
const appShell = () => import('./layouts/app-shell');
const signedInShell = () => import('./layouts/signed-in-shell');
const publicCards = () => import('./routes/public-cards');
const onboarding = () => import('./routes/onboarding');
const profile = () => import('./routes/profile');
const dashboard = () => import('./routes/dashboard');
const position = () => import('./routes/position');
const thetix = () => import('./routes/thetix');
const ask = () => import('./routes/ask');
const wheel = () => import('./routes/wheel');

const marketingRoutes = (): RouteObject[] => [
  {
    path: paths.home.path,
    loader: redirectSignedInTo(paths.dashboard.root.getHref()),
    Component: LandingRoute,
    handle: handle('landing'),
  },
  {
    path: paths.thetixLanding.path,
    loader: redirectSignedInTo(paths.dashboard.thetix.getHref()),
    lazy: page(marketing, (m) => m.ThetixLandingRoute),
    handle: handle('thetix'),
  },
  { path: paths.blog.root.path, lazy: page(blog, (m) => m.BlogRoute), handle: handle('blog') },
  { path: paths.blog.post.path, lazy: page(blog, (m) => m.BlogPostRoute), handle: handle('blog') },
  { path: paths.legal.terms.path, lazy: page(legal, (m) => m.TermsRoute), handle: handle('terms') },
  { path: paths.legal.privacy.path, lazy: page(legal, (m) => m.PrivacyRoute), handle: handle('privacy') },
  {
    path: paths.legal.disclaimer.path,
    lazy: page(legal, (m) => m.DisclaimerRoute),
    handle: handle('disclaimer'),
  },
];

const publicCardRoutes = (): RouteObject[] => [
  {
    path: paths.publicCards.collection.path,
    lazy: page(publicCards, (m) => m.PublicCollectionRoute),
    handle: handle('publicCards'),
  },
  {
    path: paths.publicCards.card.path,
    lazy: page(publicCards, (m) => m.PublicCardRoute),
    handle: handle('publicCards'),
  },
];

const authRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.auth.login.path,
    loader: redirectSignedInTo(paths.dashboard.root.getHref()),
    lazy: page(auth, (m) => m.LoginRoute),
    handle: handle('auth'),
  },
  {
    path: paths.auth.logout.path,
    loader: guard((m) => m.logout(queryClient)),
    lazy: page(auth, (m) => m.LogoutRoute),
    handle: handle('auth'),
  },
  { path: paths.auth.callback.path, lazy: page(auth, (m) => m.AuthCallbackRoute), handle: handle('auth') },
];

const onboardingRoutes = (queryClient: QueryClient): RouteObject => ({
  path: paths.onboarding.root.path,
  loader: requireSignedIn,
  handle: handle('onboardingSteps'),
  children: [
    { index: true, element: <Navigate to={paths.onboarding.steps.getHref()} replace /> },
    {
      path: paths.onboarding.steps.path,
      loader: guard((m) => m.skipOnboardingWhenDone(queryClient)),
      lazy: page(onboarding, (m) => m.OnboardingStepsRoute),
    },
    { path: paths.onboarding.calculator.path, lazy: page(onboarding, (m) => m.OnboardingCalculatorRoute) },
    { path: paths.onboarding.strategy.path, lazy: page(onboarding, (m) => m.OnboardingStrategyRoute) },
    { path: paths.onboarding.holdings.path, lazy: page(onboarding, (m) => m.OnboardingHoldingsRoute) },
    { path: paths.onboarding.alerts.path, lazy: page(onboarding, (m) => m.OnboardingAlertsRoute) },
    { path: paths.onboarding.loading.path, lazy: page(onboarding, (m) => m.OnboardingLoadingRoute) },
    { path: paths.onboarding.final.path, lazy: page(onboarding, (m) => m.OnboardingFinalRoute) },
  ],
});

const profileRoutes = (): RouteObject => ({
  path: paths.profile.root.path,
  loader: requireSignedIn,
  handle: handle('profile'),
  children: [
    { index: true, lazy: page(profile, (m) => m.ProfileRoute) },
    { path: paths.profile.notifications.path, lazy: page(profile, (m) => m.NotificationsRoute) },
    { path: paths.profile.goals.path, lazy: page(profile, (m) => m.GoalsRoute) },
    { path: paths.profile.accounts.path, lazy: page(profile, (m) => m.AccountsRoute) },
    { path: paths.profile.account.path, lazy: page(profile, (m) => m.AccountRoute) },
  ],
});

const positionRoutes = (): RouteObject => ({
  path: paths.position.root.path,
  children: [
    { index: true, lazy: page(position, (m) => m.PositionRoute) },
    {
      path: paths.position.opportunities.path,
      lazy: page(position, (m) => m.PositionOpportunitiesRoute),
      handle: handle('opportunities'),
    },
    {
      path: paths.position.history.path,
      lazy: page(position, (m) => m.PositionHistoryRoute),
      handle: handle('history'),
    },
    { path: paths.position.goal.path, lazy: page(position, (m) => m.PositionGoalRoute) },
  ],
});

const dashboardRoutes = (queryClient: QueryClient): RouteObject => ({
  path: paths.dashboard.root.path,
  loader: guard((m) => m.requireOnboarded(queryClient)),
  handle: handle('dashboard'),
  children: [
    { index: true, lazy: page(dashboard, (m) => m.DashboardRoute) },
    {
      path: paths.dashboard.opportunities.path,
      lazy: page(dashboard, (m) => m.OpportunitiesRoute),
      handle: handle('opportunities'),
    },
    {
      path: paths.dashboard.history.path,
      lazy: page(dashboard, (m) => m.HistoryRoute),
      handle: handle('history'),
    },
    { path: paths.dashboard.goal.path, lazy: page(dashboard, (m) => m.GoalRoute) },
    { path: paths.dashboard.thetix.path, lazy: page(thetix, (m) => m.ThetixBoardRoute) },
    { path: paths.dashboard.thetixCollection.path, lazy: page(thetix, (m) => m.ThetixBoardRoute) },
    { path: paths.dashboard.thetixCard.path, lazy: page(thetix, (m) => m.ThetixCardRoute) },
    { path: paths.dashboard.ask.path, lazy: page(ask, (m) => m.AskRoute) },
    { path: paths.dashboard.wheel.path, lazy: page(wheel, (m) => m.WheelRoute) },
    positionRoutes(),
  ],
});

/** The route table of spec part 1 §2 with its shells and access rules; the prerender (prerender.tsx) walks it too. */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { Component: MarketingShell, children: marketingRoutes() },
      ...publicCardRoutes(),
      {
        lazy: page(appShell, (m) => m.AppShell),
        children: [...authRoutes(queryClient), onboardingRoutes(queryClient)],
      },
      { lazy: page(signedInShell, (m) => m.ProfileShell), children: [profileRoutes()] },
      { lazy: page(signedInShell, (m) => m.DashboardShell), children: [dashboardRoutes(queryClient)] },
      { path: '*', element: <Navigate to={paths.dashboard.root.getHref()} replace /> },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes(queryClient));
  // Spec part 1 §8: a 401 on an app or profile page ends the rejected session and goes home.
  setUnauthorizedHandler(() => {
    if (!isSignedInArea(router.state.location.pathname)) return;
    void import('./route-guards')
      .then((guards) => guards.endSession(queryClient))
      .then(() => router.navigate(paths.home.getHref(), { replace: true }));
  });
  return router;
}
