import type { CalculatorStrategy } from '@thetix/shared/contracts/calculator';

/** What the error panels read of either strategy's response: the per-ticker errors. */
interface TickerResults {
  tickers: Record<string, { error?: string; min_investment_needed?: number; current_price?: number }>;
}

/**
 * Spec part 1 §8, calculator per-ticker errors: which error panel a ticker's message belongs to. The API's messages
 * are matched by the phrases the spec names, so the server can word the rest freely.
 */
export type TickerProblemKind = 'unsupported' | 'too-small' | 'failed';

const UNSUPPORTED_PHRASES = ['No strategy found', 'not supported', 'No options chain'];
const TOO_SMALL_PHRASE = 'Not enough shares';

export function classifyTickerError(message: string): TickerProblemKind {
  if (UNSUPPORTED_PHRASES.some((phrase) => message.includes(phrase))) return 'unsupported';
  if (message.includes(TOO_SMALL_PHRASE)) return 'too-small';
  return 'failed';
}

export interface TickerProblem {
  ticker: string;
  message: string;
  /** Dollars that buy 100 shares; set for 'too-small'. */
  minInvestment: number | undefined;
  sharePrice: number | undefined;
}

export type TickerProblems = Record<TickerProblemKind, TickerProblem[]>;

export function tickerProblems(response: TickerResults): TickerProblems {
  const problems: TickerProblems = { unsupported: [], 'too-small': [], failed: [] };
  for (const [ticker, result] of Object.entries(response.tickers)) {
    if (!result.error) continue;
    problems[classifyTickerError(result.error)].push({
      ticker,
      message: result.error,
      minInvestment: result.min_investment_needed,
      sharePrice: result.current_price,
    });
  }
  return problems;
}

/** At least one position was calculated, so the portfolio ranges mean something. */
export const hasEstimate = (response: TickerResults): boolean =>
  Object.values(response.tickers).some((result) => !result.error);

/** Spec part 1 §5, row hint: the dollars needed for 100 shares when the typed amount is below them. */
export function shortfallFor(
  response: TickerResults | undefined,
  ticker: string | undefined,
  amount: number,
): number | undefined {
  if (!response || !ticker) return undefined;
  const needed = response.tickers[ticker]?.min_investment_needed;
  return needed !== undefined && amount < needed ? needed : undefined;
}

/**
 * The 'Position Size Too Small' panel's sentence (spec part 1 §8 for covered calls, verbatim; the wheel's says what its
 * puts need).
 */
export const TOO_SMALL_TEXT: Record<CalculatorStrategy, string> = {
  covered_call:
    'Covered calls require at least 100 shares per position (1 contract). Please increase your investment amounts to see income calculations.',
  wheel:
    "The wheel's cash-secured puts need the cash for at least 100 shares per position (1 contract). Please increase your investment amounts to see income calculations.",
};
