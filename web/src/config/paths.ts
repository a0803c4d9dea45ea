/**
 * Every client-side route of the app (spec part 1 §2), once. `path` is the router pattern (absolute, so nested
 * routes can use it as is); `getHref` builds a link with its parameters URI-encoded.
 */
const fixed = (path: string) => ({ path, getHref: () => path });

const encode = encodeURIComponent;

export const paths = {
  home: fixed('/'),
  thetixLanding: fixed('/thetix'),
  blog: {
    root: fixed('/blog'),
    post: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encode(slug)}` },
  },
  legal: {
    terms: fixed('/terms'),
    privacy: fixed('/privacy'),
    disclaimer: fixed('/disclaimer'),
  },
  publicCards: {
    collection: {
      path: '/public/thetix/:collectionId',
      getHref: (collectionId: string) => `/public/thetix/${encode(collectionId)}`,
    },
    card: {
      path: '/public/thetix-card/:cardId',
      getHref: (cardId: string) => `/public/thetix-card/${encode(cardId)}`,
    },
  },
  auth: {
    login: fixed('/login'),
    logout: fixed('/logout'),
    callback: fixed('/auth/callback'),
  },
  onboarding: {
    root: fixed('/onboarding'),
    steps: fixed('/onboarding/steps'),
    calculator: fixed('/onboarding/calculator'),
    strategy: fixed('/onboarding/strategy'),
    holdings: fixed('/onboarding/holdings'),
    alerts: fixed('/onboarding/alerts'),
    loading: fixed('/onboarding/loading'),
    final: fixed('/onboarding/final'),
  },
  profile: {
    root: fixed('/profile'),
    notifications: fixed('/profile/notifications'),
    goals: fixed('/profile/goals'),
    accounts: fixed('/profile/accounts'),
    account: {
      path: '/profile/accounts/:accountId',
      getHref: (accountId: string) => `/profile/accounts/${encode(accountId)}`,
    },
  },
  dashboard: {
    root: fixed('/dashboard'),
    opportunities: fixed('/dashboard/opportunities'),
    history: fixed('/dashboard/history'),
    goal: fixed('/dashboard/goal'),
    thetix: fixed('/dashboard/thetix'),
    thetixCollection: {
      path: '/dashboard/thetix/:collectionId',
      getHref: (collectionId: string) => `/dashboard/thetix/${encode(collectionId)}`,
    },
    thetixCard: {
      path: '/dashboard/thetix/card/:cardId',
      getHref: (cardId: string) => `/dashboard/thetix/card/${encode(cardId)}`,
    },
    ask: fixed('/dashboard/ask'),
    /** The wheel's watchlist and cash (issue 31 item 1). */
    wheel: fixed('/dashboard/wheel'),
  },
  position: {
    root: {
      path: '/dashboard/position/:ticker',
      getHref: (ticker: string) => `/dashboard/position/${encode(ticker)}`,
    },
    opportunities: {
      path: '/dashboard/position/:ticker/opportunities',
      getHref: (ticker: string) => `/dashboard/position/${encode(ticker)}/opportunities`,
    },
    history: {
      path: '/dashboard/position/:ticker/history',
      getHref: (ticker: string) => `/dashboard/position/${encode(ticker)}/history`,
    },
    goal: {
      path: '/dashboard/position/:ticker/goal',
      getHref: (ticker: string) => `/dashboard/position/${encode(ticker)}/goal`,
    },
  },
} as const;

const signedInAreas = [paths.dashboard.root.path, paths.profile.root.path, paths.onboarding.root.path];

/**
 * Pages that need a signed-in user: an unauthenticated 401 there sends the visitor home (spec part 1 §8), while a
 * 401 on a marketing or public page is only an error.
 */
export function isSignedInArea(pathname: string): boolean {
  return signedInAreas.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
