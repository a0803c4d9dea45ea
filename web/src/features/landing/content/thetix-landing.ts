/**
 * The Thetix landing page's copy (spec part 1 §2: hero, three steps, features, FAQ of 6 items). Every sentence
 * describes what the product does today: cards, boards, cadences, sharing, embeds, Ask Thetix and its reports.
 */
export const thetixSteps: ReadonlyArray<{ title: string; description: string }> = [
  {
    title: 'Ask a question',
    description:
      'Type it in plain words: "chart MSFT vs GOOGL year to date", "best covered calls on my holdings", "what expires this week".',
  },
  {
    title: 'Get a live card',
    description:
      'Thetix answers with widgets: prices, charts, tables, option chains and payoff diagrams, built from market data and your positions.',
  },
  {
    title: 'Keep it current, share it',
    description:
      'Let the card refresh on its own, arrange it on your board, and share a public collection by link or embed a card in your site.',
  },
];

export const thetixFeatures: ReadonlyArray<{ title: string; description: string }> = [
  {
    title: 'Boards and collections',
    description:
      'Group cards into collections, drag them into the order you like or into another collection, and pick one, two or three columns.',
  },
  {
    title: 'Cards that update themselves',
    description:
      'Choose how often each card refreshes, from every 30 seconds to once a day, or only when you ask.',
  },
  {
    title: 'Built on your portfolio',
    description:
      'Cards can read the positions you connected read-only or entered by hand, and the covered-call opportunities Thetix found for them.',
  },
  {
    title: 'Share and embed',
    description:
      'Make a collection public to share it by link; anyone can view it without an account. Each public card has an iframe snippet for your blog or site.',
  },
  {
    title: 'Ask Thetix chat',
    description:
      'Ask follow-up questions about your portfolio or one opportunity in a chat that answers with the same widgets.',
  },
  {
    title: 'Daily and weekly reports',
    description:
      'An action plan before the open on trading days and a weekly summary, in the app and by email if you choose.',
  },
];

/** Spec part 1 §9: six questions on the Thetix landing page. */
export const thetixFaq: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'What is a Thetix card?',
    answer:
      'A question you asked, kept with its answer. The answer is a short list of widgets (a price, a chart, a table, an option chain...) that Thetix rebuilds whenever the card refreshes.',
  },
  {
    question: 'Where do the numbers come from?',
    answer:
      'From market data and, for questions about your portfolio, from your own positions. When the service runs on simulated market data, every page says so.',
  },
  {
    question: 'How often do cards update?',
    answer:
      'As often as you choose: every 30 seconds, 1, 5, 15 or 30 minutes, every hour, every 6 hours, daily, or only when you refresh. A card whose text is written by a language model refreshes at most once every 10 minutes.',
  },
  {
    question: 'Who can see my cards?',
    answer:
      'Only you, unless you make a collection public. A public collection and its cards can be viewed by anyone with the link, and its cards can be embedded in other sites. Making it private again stops that.',
  },
  {
    question: 'Is this investment advice?',
    answer:
      'No. Thetix is analytical software, not a registered investment advisor or broker-dealer, and it never places trades. You decide and trade through your own broker.',
  },
  {
    question: 'How do I get access?',
    answer:
      'Thetix is an invite-only beta: press Join the Beta to sign in. It starts with a 30-day free trial, followed by an annual subscription that renews automatically; the details are in our Terms.',
  },
];
