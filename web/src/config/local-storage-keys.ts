/** Keys the app keeps in the browser's localStorage (spec part 1 §3, "Local keys"). */
export const localStorageKeys = {
  /** Where a visitor entered sign-in from, so the auth callback can send an onboarded user back there. */
  landingPageSource: 'landing_page_source',
  landingPage: 'landing_page',
  sidebarExpanded: 'sidebar-expanded',
  pendingCard: 'pending_card',
  /** The account switcher's choice; absent means 'All accounts'. */
  selectedAccount: 'selected_account',
} as const;
