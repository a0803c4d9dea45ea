import type { Holding } from '@thetix/shared/portfolio/holdings';
import * as z from 'zod';
import type { AccountHoldings, BrokerageActivity, EquityHolding, OptionHolding } from './brokerage-port';
import { normalizeOptionSymbol } from './ledger-mapping';

/**
 * Where an adapter's answer enters the sync: every holding and activity is checked here, and one that is not well
 * formed (no symbol, a negative or non-numeric quantity, an option symbol without strike or expiration, a NaN
 * price) is skipped and reported instead of reaching the ledger. The adapters normalise; this is the guard for
 * what they let through.
 */

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const amount = finite.refine((value) => value >= 0, 'must not be negative');
const symbolText = z.string().trim().min(1);
const occSymbol = symbolText.refine(
  (symbol) => normalizeOptionSymbol(symbol) !== undefined,
  'must be an OCC option symbol (root, expiration, type and strike)',
);

const equityHolding = z.object({
  ticker: symbolText,
  shares: finite,
  averageCost: amount.optional(),
  price: amount.optional(),
});

const optionHolding = z.object({
  ticker: symbolText,
  symbol: occSymbol,
  contracts: finite.refine(Number.isInteger, 'must be a whole number of contracts'),
  averagePrice: amount.optional(),
  price: amount.optional(),
});

const activity = z.object({
  id: symbolText,
  kind: z.enum(['buy', 'sell', 'dividend', 'expiry', 'assignment']),
  ticker: symbolText,
  optionSymbol: occSymbol.optional(),
  quantity: finite.refine((value) => value > 0, 'must be positive'),
  price: amount,
  fees: amount,
  timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO instant'),
});

/** What a skipped entry was, for the log and for keeping the ledger's own position in its place. */
export interface SkippedEntry {
  readonly kind: 'equity' | 'option' | 'activity';
  /** The ticker, when the entry had a usable one. */
  readonly ticker?: string;
  /** The OCC symbol of an option holding, when it parsed. */
  readonly symbol?: string;
  readonly id?: string;
  readonly problems: string[];
}

export interface CheckedOutput {
  holdings: AccountHoldings;
  activities: BrokerageActivity[];
  skipped: SkippedEntry[];
}

const problemsOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`);

const textField = (value: unknown, field: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const text: unknown = (value as Record<string, unknown>)[field];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
};

/** The holdings and activities an adapter answered, split into the well-formed and the skipped. */
export function checkAdapterOutput(holdings: AccountHoldings, activities: readonly unknown[]): CheckedOutput {
  const skipped: SkippedEntry[] = [];
  const equities: EquityHolding[] = [];
  for (const entry of (holdings.equities ?? []) as unknown[]) {
    const parsed = equityHolding.safeParse(entry);
    if (parsed.success) equities.push(parsed.data);
    else
      skipped.push({
        kind: 'equity',
        ticker: textField(entry, 'ticker'),
        problems: problemsOf(parsed.error),
      });
  }
  const options: OptionHolding[] = [];
  for (const entry of (holdings.options ?? []) as unknown[]) {
    const parsed = optionHolding.safeParse(entry);
    if (parsed.success) options.push(parsed.data);
    else {
      const symbol = textField(entry, 'symbol');
      skipped.push({
        kind: 'option',
        ticker: textField(entry, 'ticker'),
        symbol: symbol ? normalizeOptionSymbol(symbol)?.symbol : undefined,
        problems: problemsOf(parsed.error),
      });
    }
  }
  const valid: BrokerageActivity[] = [];
  for (const entry of activities) {
    const parsed = activity.safeParse(entry);
    if (parsed.success) valid.push(parsed.data);
    else
      skipped.push({
        kind: 'activity',
        id: textField(entry, 'id'),
        ticker: textField(entry, 'ticker'),
        problems: problemsOf(parsed.error),
      });
  }
  const cash = holdings.cashBalance;
  return {
    holdings: {
      equities,
      options,
      ...(cash !== undefined && Number.isFinite(cash) ? { cashBalance: cash } : {}),
    },
    activities: valid,
    skipped,
  };
}

/**
 * The holdings the broker reported, with the ledger's own position standing in for each one that was skipped:
 * a malformed holding must never read as "sold". A skipped equity keeps the ledger's shares of its ticker; a
 * skipped option keeps its series (or, without a usable symbol, every option of its ticker); a skipped holding
 * with no ticker at all keeps every position the valid holdings do not mention.
 */
export function withLedgerStandIns(
  reported: AccountHoldings,
  skipped: readonly SkippedEntry[],
  ledger: readonly Holding[],
): AccountHoldings {
  const holdingSkips = skipped.filter((entry) => entry.kind !== 'activity');
  if (holdingSkips.length === 0) return reported;
  const keepAll = holdingSkips.some((entry) => entry.ticker === undefined && entry.symbol === undefined);
  const equityTickers = new Set(holdingSkips.filter((e) => e.kind === 'equity').map((e) => e.ticker));
  const optionTickers = new Set(
    holdingSkips.filter((e) => e.kind === 'option' && !e.symbol).map((e) => e.ticker),
  );
  const optionSymbols = new Set(holdingSkips.filter((e) => e.kind === 'option').map((e) => e.symbol));
  const reportedTickers = new Set(reported.equities.map((equity) => equity.ticker));
  const reportedSymbols = new Set(
    reported.options.map((option) => normalizeOptionSymbol(option.symbol)?.symbol ?? option.symbol),
  );

  const equities = reported.equities.filter((equity) => !equityTickers.has(equity.ticker));
  const options = reported.options.filter(
    (option) =>
      !optionTickers.has(option.ticker) &&
      !optionSymbols.has(normalizeOptionSymbol(option.symbol)?.symbol ?? option.symbol),
  );
  for (const held of ledger) {
    const keepShares = equityTickers.has(held.ticker) || (keepAll && !reportedTickers.has(held.ticker));
    if (keepShares && held.shares !== 0)
      equities.push({
        ticker: held.ticker,
        shares: held.shares,
        ...(held.shares > 0 ? { averageCost: held.cost / held.shares } : {}),
      });
    for (const option of held.openOptions) {
      const keepOption =
        optionTickers.has(held.ticker) ||
        optionSymbols.has(option.symbol) ||
        (keepAll && !reportedSymbols.has(option.symbol));
      if (keepOption)
        options.push({ ticker: held.ticker, symbol: option.symbol, contracts: option.contracts });
    }
  }
  return { ...reported, equities, options };
}
