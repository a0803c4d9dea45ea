/**
 * Document title and description per route family (spec part 1 §2, "Page metadata"). Routes name their family in
 * `handle.meta`; the deepest match wins.
 */
export interface PageMeta {
  title: string;
  description: string;
}

const product = 'Thetix';

export const pageMeta = {
  landing: {
    title: `${product} | Covered-call income for the stocks you already own`,
    description:
      'Thetix finds covered-call income opportunities for the stocks you hold, explains the risk in plain words and leaves every trade to you. Invite-only beta.',
  },
  thetix: {
    title: `${product} cards | Ask your portfolio anything`,
    description:
      'Ask a question in plain language and get a Thetix card with charts, tables and numbers that stay up to date.',
  },
  publicCards: {
    title: `Shared Thetix cards | ${product}`,
    description: 'Thetix cards shared publicly by their owner.',
  },
  blog: {
    title: `Blog | ${product}`,
    description: 'Notes on covered calls, option income and managing risk as a self-directed investor.',
  },
  auth: {
    title: `Sign in | ${product}`,
    description:
      'Sign in to Thetix, the covered-call income assistant. Access is invite-only during the beta.',
  },
  onboardingSteps: {
    title: `Get started | ${product}`,
    description: 'Set up Thetix in a few steps: estimate your income, choose your assets and your alerts.',
  },
  dashboard: {
    title: `Dashboard | ${product}`,
    description: 'Your covered-call opportunities, gains and Thetix cards in one place.',
  },
  opportunities: {
    title: `Opportunities | ${product}`,
    description: 'Covered-call, roll and close opportunities for the positions you hold.',
  },
  history: {
    title: `Trading History | ${product}`,
    description: 'Every option, equity and dividend transaction of your accounts, grouped by day.',
  },
  profile: {
    title: `Profile | ${product}`,
    description: 'Your account, notifications, goals and connected brokerage accounts.',
  },
  privacy: {
    title: `Privacy Policy | ${product}`,
    description: 'How Thetix collects, uses and protects your data.',
  },
  terms: {
    title: `Terms of Service | ${product}`,
    description: 'The terms that govern your use of Thetix.',
  },
  disclaimer: {
    title: `Disclaimer | ${product}`,
    description:
      'Thetix is analytical software. It is not investment advice and not a registered investment advisor.',
  },
} as const satisfies Record<string, PageMeta>;

export type PageMetaFamily = keyof typeof pageMeta;
