import { addDays, toDayNumber, type CalendarDate } from '../calendar/calendar-date';
import { newYorkDate } from '../calendar/nyse-calendar';
import { CONTRACT_SIZE, sortLines, type LedgerLine } from '../portfolio/ledger';
import { isLongTerm } from './holding-period';
import type { QualifiedCallAssessment } from './qualified-covered-call';
import { FIFO, holdingStart, pickLots, taxLotsOf, type LotMethod, type TaxLot } from './tax-lots';

/**
 * Past covered calls replayed on the lots' holding periods (issue 32 item 3, decision 363). A call the user sold and
 * that has ended still counts: an in-the-money qualified call suspended the holding period of the shares it covered
 * while it was open (IRC §1092(f)(2)), and a call that was not qualified made a straddle whose end restarted it
 * (Treas. Reg. §1.1092(b)-2T(a)). Either applies only to shares not yet long-term when the call was sold.
 */

/** A short call that opened from flat and closed back to flat (bought back, expired or assigned) before `at`. */
export interface EndedShortCall {
  readonly symbol: string;
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly contracts: number;
  readonly grantedOn: CalendarDate;
  readonly grantedAt: string;
  readonly endedOn: CalendarDate;
}

/** The ended short calls of `ticker` in `accountId`, in grant order. */
export function endedShortCalls(params: {
  readonly lines: readonly LedgerLine[];
  readonly accountId: string;
  readonly ticker: string;
  readonly at: Date;
}): EndedShortCall[] {
  const atIso = params.at.toISOString();
  const calls = sortLines(
    params.lines.filter(
      (line) =>
        line.accountId === params.accountId &&
        line.ticker === params.ticker &&
        line.tickerType === 'option' &&
        line.optionType === 'call' &&
        line.timestamp <= atIso,
    ),
  );
  const open = new Map<string, { contracts: number; peak: number; first: LedgerLine }>();
  const ended: EndedShortCall[] = [];
  for (const line of calls) {
    const state = open.get(line.symbol);
    const delta = line.orderType === 'sell' ? line.quantity : -line.quantity;
    if (!state) {
      // A bought call opening from flat is not a covered call: skip it until it is flat again.
      if (delta > 0) open.set(line.symbol, { contracts: delta, peak: delta, first: line });
      continue;
    }
    state.contracts += delta;
    state.peak = Math.max(state.peak, state.contracts);
    if (state.contracts <= 0) {
      open.delete(line.symbol);
      const first = state.first;
      if (first.strike === undefined || first.expiration === undefined) continue;
      ended.push({
        symbol: line.symbol,
        strike: first.strike,
        expiration: first.expiration,
        contracts: state.peak,
        grantedOn: newYorkDate(new Date(first.timestamp)),
        grantedAt: first.timestamp,
        endedOn: newYorkDate(new Date(line.timestamp)),
      });
    }
  }
  return ended.sort((a, b) => (a.grantedAt < b.grantedAt ? -1 : a.grantedAt > b.grantedAt ? 1 : 0));
}

/** What a past call did to a lot's holding period. */
export interface HoldingPeriodAdjustment {
  readonly symbol: string;
  readonly effect: 'suspended_while_open' | 'restarts_when_closed';
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

export interface ReplayedLot extends TaxLot {
  readonly adjustments: readonly HoldingPeriodAdjustment[];
}

/**
 * The lots held at `at`, each with its holding period moved by the ended calls that covered it. The shares a call
 * covered are those its assignment would have taken at its grant, under the account's method; a lot partly covered
 * is moved whole (the ledger cannot split a lot's holding period, and the stricter reading is the safer one to show).
 * Calls still open are left to the caller, which assesses them as today's calls.
 */
export function replayPastCalls(params: {
  readonly lines: readonly LedgerLine[];
  readonly accountId: string;
  readonly ticker: string;
  readonly at: Date;
  readonly method?: LotMethod;
  readonly lots: readonly TaxLot[];
  /** The qualified covered call assessment of an ended call, as of its grant; undefined when it cannot be read. */
  readonly assess: (call: EndedShortCall) => Pick<QualifiedCallAssessment, 'holdingPeriodEffect'> | undefined;
}): ReplayedLot[] {
  const method = params.method ?? FIFO;
  const held = new Map<string, ReplayedLot>(
    params.lots.map((lot) => [lot.id, { ...lot, adjustments: [] as HoldingPeriodAdjustment[] }]),
  );
  for (const call of endedShortCalls(params)) {
    const effect = params.assess(call)?.holdingPeriodEffect;
    if (effect === undefined || effect === 'none') continue;
    const lotsAtGrant = taxLotsOf({ ...params, at: new Date(call.grantedAt), method }).map(
      (lot) => held.get(lot.id) ?? lot,
    );
    for (const { lot } of pickLots(lotsAtGrant, call.contracts * CONTRACT_SIZE, method)) {
      const current = held.get(lot.id);
      if (!current || isLongTerm(holdingStart(current), call.grantedOn)) continue;
      const start = holdingStart(current);
      const holdingFrom =
        effect === 'suspended_while_open'
          ? addDays(start, Math.max(0, toDayNumber(call.endedOn) - toDayNumber(call.grantedOn)))
          : call.endedOn;
      held.set(lot.id, {
        ...current,
        holdingFrom,
        adjustments: [
          ...current.adjustments,
          { symbol: call.symbol, effect, from: call.grantedOn, to: call.endedOn },
        ],
      });
    }
  }
  return params.lots.map((lot) => held.get(lot.id)!);
}
