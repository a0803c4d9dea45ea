import { newYorkDate } from '../calendar/nyse-calendar';
import type { GroupStatus, TransactionGroup, TransactionLine } from '../contracts/portfolio';
import { type LedgerLine, lineTotalCost, sortLines } from './ledger';
import { type OptionRealisation, optionRealisations } from './realised-option-income';

type Strategy = TransactionGroup['strategy'];
type Outcome = TransactionGroup['outcome'];

/**
 * The display status of an option group (spec part 2 §4): Open with no closing lines; Assigned or Expired when an
 * assignment or expiry closed it completely; Closed when closing equals opening; Partially Closed otherwise.
 * The opening direction is the first option line's; buy-backs (or sales of a long), expiries and assignments close.
 */
export function optionGroupStatus(lines: readonly LedgerLine[]): GroupStatus {
  const options = sortLines(lines).filter((line) => line.tickerType === 'option');
  const opening = options[0]?.orderType;
  let opened = 0;
  let closed = 0;
  let assigned = false;
  let expired = false;
  for (const line of options) {
    if (line.orderType === opening) opened += line.quantity;
    else closed += line.quantity;
    if (line.orderType === 'assignment') assigned = true;
    if (line.orderType === 'expiry') expired = true;
  }
  if (closed === 0) return 'Open';
  if (closed !== opened) return 'Partially Closed';
  if (assigned) return 'Assigned';
  if (expired) return 'Expired';
  return 'Closed';
}

/** Spec part 2 §4: assignment is good for a sold put or a bought call, bad for a bought put or a sold call. */
export function assignmentOutcome(lines: readonly LedgerLine[]): Outcome {
  const first = sortLines(lines).find((line) => line.tickerType === 'option');
  if (!first || optionGroupStatus(lines) !== 'Assigned') return null;
  const sold = first.orderType === 'sell';
  const put = first.optionType === 'put';
  return sold === put ? 'good' : 'bad';
}

function strategyOf(lines: readonly LedgerLine[]): Strategy {
  const first = lines.find((line) => line.tickerType === 'option') ?? lines[0];
  if (!first || first.tickerType === 'dividend') return 'dividend';
  if (first.tickerType === 'equity')
    return first.orderType === 'sell' ? 'trim_position' : 'increase_position';
  if (first.orderType === 'sell') return first.optionType === 'put' ? 'put_sell' : 'covered_call';
  // A bought option opening a group has no label of its own in the spec; it is closing nothing we know of.
  return 'option_close';
}

/**
 * An option group's realised option income (realised-option-income.ts: premium received minus cost to close, booked
 * as contracts close; an open group shows what it has realised so far, 0 until something closes); the cash of a
 * dividend; null for share trades.
 */
function profitLossOf(
  lines: readonly LedgerLine[],
  type: TransactionGroup['type'],
  realisedByLine: ReadonlyMap<string, number>,
): number | null {
  if (type === 'equity') return null;
  let cash = 0;
  for (const line of lines) {
    if (line.tickerType === 'dividend') cash += line.quantity * line.price - line.fees;
    if (line.tickerType === 'option') cash += realisedByLine.get(`${line.accountId}#${line.id}`) ?? 0;
  }
  return cash;
}

/** A stored line as the API shows it; money unrounded here, rounded by `roundGroup`. */
export const toTransactionLine = (line: LedgerLine): TransactionLine => ({
  id: line.id,
  accountId: line.accountId,
  ticker: line.ticker,
  symbol: line.symbol,
  timestamp: line.timestamp,
  tickerType: line.tickerType,
  ...(line.orderType ? { orderType: line.orderType } : {}),
  ...(line.optionType ? { optionType: line.optionType } : {}),
  ...(line.expiration ? { expiration: line.expiration } : {}),
  ...(line.strike !== undefined ? { strike: line.strike } : {}),
  quantity: line.quantity,
  price: line.price,
  fees: line.fees,
  totalCost: lineTotalCost(line),
  source: line.source,
});

/**
 * Lines grouped by `groupId`, newest group first, each group's lines oldest first (spec part 2 §3). Pass every line
 * of the symbols involved (an account's or a ticker's ledger), since premiums are averaged per symbol; `realisations`
 * when the caller already computed them from the same lines.
 */
export function groupTransactions(
  lines: readonly LedgerLine[],
  realisations: readonly OptionRealisation[] = optionRealisations(lines),
): TransactionGroup[] {
  const realisedByLine = new Map(
    realisations.map((item) => [`${item.accountId}#${item.lineId}`, item.amount]),
  );
  const byGroup = new Map<string, LedgerLine[]>();
  for (const line of sortLines(lines)) {
    const key = `${line.accountId}#${line.groupId}`;
    const group = byGroup.get(key);
    if (group) group.push(line);
    else byGroup.set(key, [line]);
  }
  const groups: { first: string; group: TransactionGroup }[] = [];
  for (const groupLines of byGroup.values()) {
    const first = groupLines[0]!;
    const type: TransactionGroup['type'] = groupLines.some((line) => line.tickerType === 'option')
      ? 'option'
      : first.tickerType === 'dividend'
        ? 'dividend'
        : 'equity';
    groups.push({
      first: first.timestamp,
      group: {
        id: first.groupId,
        accountId: first.accountId,
        ticker: first.ticker,
        date: newYorkDate(new Date(first.timestamp)),
        type,
        strategy: strategyOf(groupLines),
        source: groupLines.every((line) => line.source === 'manual') ? 'manual' : 'synced',
        status: type === 'option' ? optionGroupStatus(groupLines) : null,
        outcome: type === 'option' ? assignmentOutcome(groupLines) : null,
        profitLoss: profitLossOf(groupLines, type, realisedByLine),
        testData: groupLines.every((line) => line.testData),
        transactions: groupLines.map(toTransactionLine),
      },
    });
  }
  return groups
    .sort((a, b) => (a.first > b.first ? -1 : a.first < b.first ? 1 : a.group.id < b.group.id ? -1 : 1))
    .map(({ group }) => group);
}
