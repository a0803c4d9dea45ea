/**
 * Spec part 3 §2: each card offers 4 example queries. These are questions the rule planner answers from the
 * caller's data and market data (docs/thetix.md lists its intents), so an example never ends in a notice.
 */
export const EXAMPLE_QUERIES = [
  'What are my best covered calls this week?',
  'AAPL price history last 6 months',
  'Show my income this year by month',
  'Show the MSFT option chain for next month',
] as const;
