import { createHash } from 'node:crypto';
import { formatOccSymbol, parseOccSymbol, type OccOption } from '@thetix/shared/calendar/occ-symbol';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import { CONTRACT_SIZE, type LedgerLine } from '@thetix/shared/portfolio/ledger';
import type { AccountHoldings, BrokerageActivity } from './brokerage-port';

/**
 * From what the aggregator reports to ledger lines (docs/decisions.md, "The ledger is the single source of
 * truth"). Pure functions: the sync job reads and writes, these decide.
 */

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');

/** Ledger line id of an aggregator activity: the same activity always lands on the same item. */
export const syncedLineId = (accountId: string, activityId: string) =>
  `s-${digest(accountId, activityId).slice(0, 22)}`;

/** An option series' group: every line of one OCC symbol in one account shows together. */
export const seriesGroupId = (accountId: string, symbol: string) =>
  `sg-${digest(accountId, symbol).slice(0, 22)}`;

/** Prefix of `externalId` on the lines that reconcile the ledger with the broker's holdings (rewritten every sync). */
export const RECONCILE_PREFIX = 'reconcile:';
export const isReconcileLine = (line: LedgerLine) => line.externalId?.startsWith(RECONCILE_PREFIX) === true;

/** The OCC symbol without padding, or undefined when it is not one. */
export function normalizeOptionSymbol(symbol: string): { symbol: string; option: OccOption } | undefined {
  const parsed = parseOccSymbol(symbol.trim().toUpperCase());
  if (!parsed.ok) return undefined;
  return { symbol: formatOccSymbol(parsed.option), option: parsed.option };
}

/** Ledger lines of one activity; none for an activity we cannot place (an option symbol that is not OCC). */
export function activityLines(accountId: string, activity: BrokerageActivity): LedgerLine[] {
  const id = syncedLineId(accountId, activity.id);
  const base = {
    accountId,
    ticker: activity.ticker,
    timestamp: new Date(activity.timestamp).toISOString(),
    fees: activity.fees,
    source: 'synced' as const,
    testData: false,
    externalId: activity.id,
  };
  if (activity.kind === 'dividend') {
    return [
      {
        ...base,
        id,
        groupId: id,
        symbol: activity.ticker,
        tickerType: 'dividend',
        quantity: activity.quantity,
        price: activity.price,
      },
    ];
  }
  if (!activity.optionSymbol) {
    if (activity.kind !== 'buy' && activity.kind !== 'sell') return [];
    return [
      {
        ...base,
        id,
        groupId: id,
        symbol: activity.ticker,
        tickerType: 'equity',
        orderType: activity.kind,
        quantity: activity.quantity,
        price: activity.price,
      },
    ];
  }
  const normalized = normalizeOptionSymbol(activity.optionSymbol);
  if (!normalized) return [];
  const { symbol, option } = normalized;
  const groupId = seriesGroupId(accountId, symbol);
  const optionFields = {
    symbol,
    optionType: option.type,
    expiration: option.expiration,
    strike: option.strike,
  };
  const closedAtZero = activity.kind === 'expiry' || activity.kind === 'assignment';
  const optionLine: LedgerLine = {
    ...base,
    ...optionFields,
    id,
    groupId,
    tickerType: 'option',
    orderType: activity.kind,
    quantity: activity.quantity,
    price: closedAtZero ? 0 : activity.price,
  };
  if (activity.kind !== 'assignment') return [optionLine];
  // The shares move at the strike: a call delivers them, a put receives them (shared/src/portfolio/ledger.ts).
  return [
    optionLine,
    {
      ...base,
      id: `${id}-e`,
      groupId,
      symbol: activity.ticker,
      tickerType: 'equity',
      orderType: 'assignment',
      optionType: option.type,
      quantity: activity.quantity * CONTRACT_SIZE,
      price: option.strike,
      fees: 0,
    },
  ];
}

const SHARE_EPSILON = 1e-6;
const ONE_MINUTE = 60_000;

/**
 * Lines that make the ledger hold exactly what the broker reports (decision 60): an opening balance where holdings
 * go back further than the history (dated just before the first line of that stock or option, or at the history
 * start), and a closing line dated now where the history explains more than the broker holds (a transfer out the
 * aggregator did not report). Options that expired by `now` are left to the clock, as the ledger does.
 */
export function reconciliationLines(input: {
  accountId: string;
  activityLines: readonly LedgerLine[];
  holdings: AccountHoldings;
  now: Date;
  historyStart: Date;
}): LedgerLine[] {
  const { accountId, activityLines: lines, holdings, now } = input;
  const held = holdingsAt(lines, now);
  const result: LedgerLine[] = [];
  const base = { accountId, fees: 0, source: 'synced' as const, testData: false };
  const openingBefore = (filter: (line: LedgerLine) => boolean) => {
    const first = lines
      .filter(filter)
      .reduce<string | undefined>(
        (earliest, line) => (earliest === undefined || line.timestamp < earliest ? line.timestamp : earliest),
        undefined,
      );
    const firstTime = first ? new Date(first).getTime() - ONE_MINUTE : Number.POSITIVE_INFINITY;
    return new Date(Math.min(firstTime, input.historyStart.getTime())).toISOString();
  };
  const reconcileId = (key: string) => ({
    id: `sr-${digest(accountId, key).slice(0, 22)}`,
    externalId: `${RECONCILE_PREFIX}${key}`,
  });

  const brokerShares = new Map(holdings.equities.map((equity) => [equity.ticker, equity]));
  const tickers = new Set([...held.map((holding) => holding.ticker), ...brokerShares.keys()]);
  for (const ticker of [...tickers].sort()) {
    const reported = brokerShares.get(ticker);
    const ledgerShares = held.find((holding) => holding.ticker === ticker)?.shares ?? 0;
    const difference = (reported?.shares ?? 0) - ledgerShares;
    if (Math.abs(difference) < SHARE_EPSILON) continue;
    const ids = reconcileId(`equity:${ticker}`);
    const opening = difference > 0;
    result.push({
      ...base,
      ...ids,
      groupId: ids.id,
      ticker,
      symbol: ticker,
      timestamp: opening
        ? openingBefore((line) => line.ticker === ticker && line.tickerType === 'equity')
        : now.toISOString(),
      tickerType: 'equity',
      orderType: opening ? 'buy' : 'sell',
      quantity: Math.abs(difference),
      price: (opening ? reported?.averageCost : reported?.price) ?? reported?.averageCost ?? 0,
    });
  }

  const ledgerOptions = new Map<string, number>();
  for (const holding of held)
    for (const option of holding.openOptions)
      ledgerOptions.set(option.symbol, (ledgerOptions.get(option.symbol) ?? 0) + option.contracts);
  const reportedOptions = new Map<
    string,
    { ticker: string; contracts: number; averagePrice?: number; price?: number; option: OccOption }
  >();
  for (const reported of holdings.options) {
    const normalized = normalizeOptionSymbol(reported.symbol);
    if (!normalized || normalized.option.expiration < now.toISOString().slice(0, 10)) continue;
    const previous = reportedOptions.get(normalized.symbol);
    reportedOptions.set(normalized.symbol, {
      ticker: reported.ticker,
      contracts: (previous?.contracts ?? 0) + reported.contracts,
      averagePrice: reported.averagePrice,
      price: reported.price,
      option: normalized.option,
    });
  }
  const symbols = new Set([...ledgerOptions.keys(), ...reportedOptions.keys()]);
  for (const symbol of [...symbols].sort()) {
    const reported = reportedOptions.get(symbol);
    const ledgerContracts = ledgerOptions.get(symbol) ?? 0;
    const difference = (reported?.contracts ?? 0) - ledgerContracts;
    if (difference === 0) continue;
    const option = reported?.option ?? normalizeOptionSymbol(symbol)?.option;
    if (!option) continue;
    const ticker = reported?.ticker ?? lines.find((line) => line.symbol === symbol)?.ticker ?? option.root;
    const ids = reconcileId(`option:${symbol}`);
    const opening = ledgerContracts === 0;
    result.push({
      ...base,
      ...ids,
      groupId: seriesGroupId(accountId, symbol),
      ticker,
      symbol,
      optionType: option.type,
      expiration: option.expiration,
      strike: option.strike,
      timestamp: opening ? openingBefore((line) => line.symbol === symbol) : now.toISOString(),
      tickerType: 'option',
      orderType: difference > 0 ? 'buy' : 'sell',
      quantity: Math.abs(difference),
      price: (opening ? reported?.averagePrice : reported?.price) ?? reported?.averagePrice ?? 0,
    });
  }
  return result;
}
