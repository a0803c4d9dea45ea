import { type CalendarDate, toDayNumber } from '../calendar/calendar-date';
import { expiryEpochMs } from '../calendar/expirations';
import { newYorkDate } from '../calendar/nyse-calendar';
import { CONTRACT_SIZE, type LedgerLine, type LineOptionType, sortLines } from '../portfolio/ledger';
import type { OpenOption } from '../portfolio/ledger-book';
import { applyOptionLine, type OptionHolding } from '../portfolio/realised-option-income';

/**
 * Campaigns (issue 31 item 3): the wheel as the ledger recorded it, one campaign per account, ticker and strategy
 * run: put sold → rolled → assigned → calls sold → rolled → called away (or still holding), or calls sold on shares
 * already held. Everything is derived from ledger lines, nothing is stored (docs/data-model.md), so the Wheel page,
 * the position page and Thetix read the same figures.
 *
 * Money: unrounded dollars, rounded once at the edge (shared/src/portfolio/money.ts, STYLE.md §10), as the rest of
 * the portfolio maths. Realised option income follows the one definition (realised-option-income.ts
 * `applyOptionLine`); shares follow the average cost method of the ledger book (ledger-book.ts).
 *
 * Rules (docs/decisions.md 320-329):
 * - A campaign starts with a short option sold to open (a put, or a call on shares held) while no campaign of the
 *   account and ticker is running. A cycle ends on a New York date that closes with nothing held (no shares, no open
 *   option): shares called away or sold, or the last put expired or bought back. The campaign goes on with a new
 *   cycle when the next short option is sold within {@link CAMPAIGN_GAP_DAYS} days of that date (the days between
 *   are its flat phase); later than that, a new campaign starts.
 * - A roll is a buy-to-close of a short option and a sell-to-open of the same underlying and option type on the same
 *   New York date; the two are linked in the timeline and the cycle goes on.
 * - An assignment is the option's `assignment` line with the equity `assignment` line beside it (same group, else
 *   same date and option type): a put assignment receives the shares at the strike, a call assignment delivers them.
 * - A short option whose expiration has passed with no closing line is treated as expired at its expiration's close
 *   for the phases and cycles, marked `implied` in the timeline; its value is not realised income (no line closed
 *   it) but the unrealised mark the performance gives it (intrinsic at today's price), so Gains and the campaign
 *   agree until the expiry or assignment line is recorded.
 */

/** Days nothing may be held between two cycles of one campaign; a longer pause starts a new campaign. */
export const CAMPAIGN_GAP_DAYS = 30;

export type CampaignPhase = 'put' | 'shares' | 'flat';
export type CycleEnd = 'called_away' | 'put_expired' | 'put_closed' | 'shares_sold' | 'closed';

export type CampaignEventKind =
  | 'shares_held'
  | 'put_sold'
  | 'call_sold'
  | 'put_rolled'
  | 'call_rolled'
  | 'put_bought_back'
  | 'call_bought_back'
  | 'put_expired'
  | 'call_expired'
  | 'put_assigned'
  | 'call_assigned'
  | 'shares_bought'
  | 'shares_sold'
  | 'dividend'
  | 'option_bought';

export interface OptionLeg {
  readonly symbol: string;
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly contracts: number;
  /** Premium per share of the line. */
  readonly price: number;
}

export interface CampaignEvent {
  readonly date: CalendarDate;
  readonly timestamp: string;
  readonly kind: CampaignEventKind;
  readonly cycle: number;
  /** The ledger lines the event stands for (a roll's close and open, an assignment's option and share lines). */
  readonly lineIds: readonly string[];
  readonly optionType?: LineOptionType;
  /** Options: the contracts closed (a roll's `from`) and opened (a roll's `to`, a sale). */
  readonly from?: OptionLeg;
  readonly to?: OptionLeg;
  /** Shares moved (assignments, trades, the shares held at the start, dividend shares). */
  readonly shares?: number;
  /** Price per share of shares moved, or the dividend per share. */
  readonly price?: number;
  /** Cash in (positive) or out (negative) of the event, fees included. */
  readonly cash: number;
  /** An expiry the ledger has no line for (see the module notes). */
  readonly implied?: boolean;
}

export interface PhaseSpan {
  readonly phase: CampaignPhase;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly days: number;
}

export interface BasisPoint {
  readonly date: CalendarDate;
  readonly shares: number;
  /** Average cost per share at the purchase or assignment price (premium counted as income); null with no shares. */
  readonly basisPerShare: number | null;
  /** The same lowered by the option premium of the cycle still carried by the shares; null with no shares. */
  readonly adjustedBasisPerShare: number | null;
  /** Put collateral (strike × 100 × contracts) plus the cost of the shares held at the end of the day. */
  readonly capitalAtRisk: number;
}

export interface CampaignFigures {
  readonly putIncome: number;
  readonly callIncome: number;
  readonly dividends: number;
  readonly realisedEquity: number;
  readonly realised: number;
  readonly unrealised: number;
  readonly result: number;
  /** The largest capital at risk at the end of any day. */
  readonly peakCapitalAtRisk: number;
  /** result / peak capital at risk; null when nothing was at risk. */
  readonly returnOnCapital: number | null;
  /** returnOnCapital × 365 / days (simple, as the opportunities' annualised yields). */
  readonly annualisedReturn: number | null;
  readonly days: number;
}

export interface CampaignCycle extends CampaignFigures {
  readonly number: number;
  readonly start: CalendarDate;
  /** Null while the cycle runs. */
  readonly end: CalendarDate | null;
  readonly endedBy: CycleEnd | null;
}

export interface Roll {
  readonly date: CalendarDate;
  readonly optionType: LineOptionType;
  readonly from: OptionLeg;
  readonly to: OptionLeg;
  /** Premium of the new option less the cost to close the old, fees included. */
  readonly netCredit: number;
}

export interface BuyAndHold {
  /** The peak capital at risk, put into the stock at the campaign's first close. */
  readonly money: number;
  readonly startPrice: number;
  readonly endPrice: number;
  readonly shares: number;
  readonly value: number;
  readonly result: number;
  readonly returnOnCapital: number;
}

export interface Campaign extends CampaignFigures {
  /** `<accountId>~<first line id>`: stable while lines are added after it. */
  readonly id: string;
  readonly accountId: string;
  readonly ticker: string;
  readonly status: 'open' | 'closed';
  /** A put sold with nothing held, or a call sold on shares already held. */
  readonly startedWith: 'put' | 'call_on_shares_held';
  readonly start: CalendarDate;
  /** The last cycle's end; null while the campaign holds something. */
  readonly end: CalendarDate | null;
  readonly phase: CampaignPhase;
  readonly daysIn: Readonly<Record<CampaignPhase, number>>;
  readonly phases: readonly PhaseSpan[];
  readonly cycles: readonly CampaignCycle[];
  readonly events: readonly CampaignEvent[];
  readonly rolls: readonly Roll[];
  readonly basis: readonly BasisPoint[];
  /** The history groups (`groupId`) of the campaign's lines, in first-seen order: History grouped by campaign. */
  readonly groupIds: readonly string[];
  readonly shares: number;
  readonly basisPerShare: number | null;
  readonly adjustedBasisPerShare: number | null;
  readonly capitalAtRisk: number;
  readonly openOptions: readonly OpenOption[];
  /** Short options closed (contracts) by any means, and how many of them by assignment. */
  readonly shortContractsClosed: number;
  readonly shortContractsAssigned: number;
  /** assigned / closed; null before a short option closed. */
  readonly assignmentRate: number | null;
  /** Null when a price is missing (a ticker the market data does not cover, a start before its history). */
  readonly buyAndHold: BuyAndHold | null;
}

export interface CampaignMarks {
  /** The stock's current price; undefined when unknown (shares then count no unrealised result). */
  spot(ticker: string): number | undefined;
  /** An open option's current price per share. */
  option(option: OpenOption): number | undefined;
  /** The close of `date`, or the last close before it; undefined when unknown. */
  closeOn(ticker: string, date: CalendarDate): number | undefined;
}

export interface CampaignInput {
  readonly lines: readonly LedgerLine[];
  readonly now: Date;
  readonly marks: CampaignMarks;
}

const EPSILON = 1e-9;
const IMPLIED_PREFIX = 'implied-expiry:';
const isImplied = (line: LedgerLine) => line.id.startsWith(IMPLIED_PREFIX);
const dayOf = (line: LedgerLine): CalendarDate => newYorkDate(new Date(line.timestamp));
const daysBetween = (from: CalendarDate, to: CalendarDate) =>
  Math.max(0, toDayNumber(to) - toDayNumber(from));

/** Every campaign of the lines (any accounts and tickers), oldest first. */
export function campaignsOf(input: CampaignInput): Campaign[] {
  const byKey = new Map<string, LedgerLine[]>();
  for (const line of input.lines) {
    const key = `${line.accountId}#${line.ticker}`;
    const list = byKey.get(key);
    if (list) list.push(line);
    else byKey.set(key, [line]);
  }
  return [...byKey.values()]
    .flatMap((lines) => campaignsOfTicker(lines, input))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id < b.id ? -1 : 1));
}

/** The lines with an `expiry` line added for each option still open after its expiration's close. */
export function withImpliedExpiries(lines: readonly LedgerLine[], now: Date): LedgerLine[] {
  const sorted = sortLines(lines);
  const held = new Map<string, { holding: OptionHolding | undefined; line: LedgerLine }>();
  for (const line of sorted) {
    if (line.tickerType !== 'option') continue;
    const key = `${line.accountId}#${line.symbol}`;
    held.set(key, { holding: applyOptionLine(held.get(key)?.holding, line).holding, line });
  }
  const implied: LedgerLine[] = [];
  for (const { holding, line } of held.values()) {
    if (!holding || !line.expiration) continue;
    const at = expiryEpochMs(line.expiration);
    if (at > now.getTime()) continue;
    implied.push({
      ...line,
      id: `${IMPLIED_PREFIX}${line.symbol}`,
      timestamp: new Date(at).toISOString(),
      orderType: 'expiry',
      quantity: Math.abs(holding.contracts),
      price: 0,
      fees: 0,
      externalId: undefined,
    });
  }
  return sortLines([...sorted, ...implied]);
}

interface CycleState {
  number: number;
  start: CalendarDate;
  end: CalendarDate | null;
  endedBy: CycleEnd | null;
  putIncome: number;
  callIncome: number;
  dividends: number;
  realisedEquity: number;
  /** Expired options the ledger has no line for, valued as the performance values them (marked, unrealised). */
  implied: number;
  peak: number;
}

interface Running {
  id: string;
  startedWith: Campaign['startedWith'];
  start: CalendarDate;
  cycles: CycleState[];
  events: CampaignEvent[];
  rolls: Roll[];
  basis: BasisPoint[];
  dayPhases: { date: CalendarDate; phase: CampaignPhase }[];
  groupIds: Set<string>;
  closedShort: number;
  assignedShort: number;
  /** The option premium of the running cycle still carried by the shares held (the adjusted basis's credit). */
  premiumCredit: number;
  /** The date the last cycle ended, while nothing is held. */
  flatSince: CalendarDate | null;
}

interface OptionState {
  holding: OptionHolding | undefined;
  leg: Omit<OptionLeg, 'contracts' | 'price'>;
  type: LineOptionType;
}

function campaignsOfTicker(tickerLines: readonly LedgerLine[], input: CampaignInput): Campaign[] {
  const lines = withImpliedExpiries(tickerLines, input.now);
  const accountId = lines[0]!.accountId;
  const ticker = lines[0]!.ticker;
  const today = newYorkDate(input.now);
  const options = new Map<string, OptionState>();
  let shares = 0;
  let shareCost = 0;
  const finished: Campaign[] = [];
  let running: Running | undefined;

  const openShorts = () => [...options.values()].filter((state) => (state.holding?.contracts ?? 0) < 0);
  const holdsAnything = () =>
    shares > EPSILON || [...options.values()].some((state) => state.holding !== undefined);
  const putCollateral = () =>
    openShorts()
      .filter((state) => state.type === 'put')
      .reduce((sum, state) => sum + state.leg.strike * CONTRACT_SIZE * -state.holding!.contracts, 0);

  const byDate = new Map<CalendarDate, LedgerLine[]>();
  for (const line of lines) {
    const date = dayOf(line);
    const list = byDate.get(date);
    if (list) list.push(line);
    else byDate.set(date, [line]);
  }

  const finish = (campaign: Running) => finished.push(summarise(campaign, ticker, accountId, input, null));

  for (const [date, dayLines] of byDate) {
    const rollPairs = rollsOfDay(dayLines, options);
    const consumed = new Set<string>();
    for (const line of dayLines) {
      if (consumed.has(line.id)) continue;
      const opensShort =
        line.tickerType === 'option' &&
        line.orderType === 'sell' &&
        (options.get(line.symbol)?.holding?.contracts ?? 0) <= 0;
      if (opensShort && running?.flatSince && daysBetween(running.flatSince, date) > CAMPAIGN_GAP_DAYS) {
        finish(running);
        running = undefined;
      }
      if (opensShort && !running) {
        running = {
          id: `${accountId}~${line.id}`,
          startedWith: line.optionType === 'put' ? 'put' : 'call_on_shares_held',
          start: date,
          cycles: [],
          events: [],
          rolls: [],
          basis: [],
          dayPhases: [],
          groupIds: new Set(),
          closedShort: 0,
          assignedShort: 0,
          premiumCredit: 0,
          flatSince: null,
        };
      }
      if (opensShort && running && (running.cycles.length === 0 || running.flatSince)) {
        running.cycles.push({
          number: running.cycles.length + 1,
          start: date,
          end: null,
          endedBy: null,
          putIncome: 0,
          callIncome: 0,
          dividends: 0,
          realisedEquity: 0,
          implied: 0,
          peak: 0,
        });
        running.flatSince = null;
        running.premiumCredit = 0;
        if (shares > EPSILON)
          running.events.push({
            date,
            timestamp: line.timestamp,
            kind: 'shares_held',
            cycle: running.cycles.length,
            lineIds: [],
            shares,
            price: shareCost / shares,
            cash: 0,
          });
      }
      const cycle = running && !running.flatSince ? running.cycles.at(-1) : undefined;

      // A roll: apply the close and the open together as one event.
      const roll = rollPairs.find((pair) => pair.close.id === line.id || pair.open.id === line.id);
      const group = roll ? [roll.close, roll.open].filter((item) => !consumed.has(item.id)) : [line];
      // An assignment's other leg: the line of the same group, else of the same day and option type.
      const partners =
        !roll && line.orderType === 'assignment'
          ? dayLines.filter(
              (other) =>
                other.id !== line.id &&
                !consumed.has(other.id) &&
                other.orderType === 'assignment' &&
                other.tickerType !== line.tickerType &&
                other.optionType === line.optionType,
            )
          : [];
      const assignmentPartner = partners.find((other) => other.groupId === line.groupId) ?? partners[0];
      if (assignmentPartner) group.push(assignmentPartner);
      group.forEach((item) => consumed.add(item.id));

      let cash = 0;
      let closesShort = false;
      const legs: { from?: OptionLeg; to?: OptionLeg } = {};
      let sharesMoved = 0;
      let sharePrice: number | undefined;
      for (const item of group) {
        if (item.tickerType === 'option') {
          const state = options.get(item.symbol) ?? {
            holding: undefined,
            type: item.optionType ?? 'call',
            leg: { symbol: item.symbol, strike: item.strike ?? 0, expiration: item.expiration ?? date },
          };
          const wasShort = (state.holding?.contracts ?? 0) < 0;
          if (wasShort && item.orderType !== 'sell') closesShort = true;
          // An implied expiry is not realised income (no line closed it): its value stays the mark the performance
          // gives the expired option (intrinsic at today's price), so Gains and the campaign agree.
          const impliedValue =
            isImplied(item) && state.holding ? impliedUnrealised(state, ticker, input.marks) : undefined;
          const effect = applyOptionLine(state.holding, item);
          state.holding = effect.holding;
          options.set(item.symbol, state);
          const leg: OptionLeg = { ...state.leg, contracts: item.quantity, price: item.price };
          const lineCash =
            item.orderType === 'sell'
              ? item.quantity * item.price * CONTRACT_SIZE - item.fees
              : item.orderType === 'buy'
                ? -item.quantity * item.price * CONTRACT_SIZE - item.fees
                : -item.fees;
          cash += lineCash;
          if (item.orderType === 'sell') legs.to = leg;
          else legs.from = leg;
          if (cycle && running) {
            if (impliedValue !== undefined) cycle.implied += impliedValue;
            else if (state.type === 'put') cycle.putIncome += effect.realised;
            else cycle.callIncome += effect.realised;
            running.premiumCredit += lineCash;
            if (wasShort && effect.closeKind) {
              running.closedShort += item.quantity;
              if (effect.closeKind === 'assignment') running.assignedShort += item.quantity;
            }
          }
        } else if (item.tickerType === 'equity') {
          sharesMoved += item.quantity;
          sharePrice = item.price;
          const adds =
            item.orderType === 'buy' || (item.orderType === 'assignment' && item.optionType === 'put');
          if (adds) {
            shares += item.quantity;
            shareCost += item.quantity * item.price + item.fees;
            cash -= item.quantity * item.price + item.fees;
          } else {
            const sold = Math.min(item.quantity, shares);
            const average = shares > EPSILON ? shareCost / shares : 0;
            const realised = sold * (item.price - average) - item.fees;
            if (cycle && running) {
              cycle.realisedEquity += realised;
              // The premium the sold shares carried leaves the basis with them.
              running.premiumCredit *= shares > EPSILON ? 1 - sold / shares : 0;
            }
            shareCost -= sold * average;
            shares -= sold;
            cash += sold * item.price - item.fees;
            if (shares <= EPSILON) {
              shares = 0;
              shareCost = 0;
            }
          }
        } else {
          const dividend = item.quantity * item.price - item.fees;
          cash += dividend;
          sharesMoved += item.quantity;
          sharePrice = item.price;
          if (cycle) cycle.dividends += dividend;
        }
      }
      if (!cycle || !running) continue;
      const kind = eventKind(group, roll !== undefined, closesShort);
      const optionType = (group.find((item) => item.tickerType === 'option') ?? line).optionType;
      for (const item of group) running.groupIds.add(item.groupId);
      if (roll)
        running.rolls.push({
          date,
          optionType: roll.open.optionType ?? 'call',
          from: legs.from!,
          to: legs.to!,
          netCredit: cash,
        });
      running.events.push({
        date,
        timestamp: line.timestamp,
        kind,
        cycle: cycle.number,
        lineIds: group.filter((item) => !isImplied(item)).map((item) => item.id),
        ...(optionType ? { optionType } : {}),
        ...legs,
        ...(sharesMoved > 0 ? { shares: sharesMoved, price: sharePrice } : {}),
        cash,
        ...(group.some(isImplied) ? { implied: true } : {}),
      });
    }

    if (!running || running.flatSince) continue;
    // The end of the day: capital at risk, the basis, the phase, and whether the cycle ended.
    const cycle = running.cycles.at(-1)!;
    const capitalAtRisk = putCollateral() + shareCost;
    cycle.peak = Math.max(cycle.peak, capitalAtRisk);
    const held = holdsAnything();
    running.basis.push({
      date,
      shares,
      basisPerShare: shares > EPSILON ? shareCost / shares : null,
      adjustedBasisPerShare: shares > EPSILON ? (shareCost - running.premiumCredit) / shares : null,
      capitalAtRisk,
    });
    running.dayPhases.push({ date, phase: shares > EPSILON ? 'shares' : held ? 'put' : 'flat' });
    if (!held) {
      cycle.end = date;
      cycle.endedBy = cycleEnd(
        running.events.filter((event) => event.date === date && event.cycle === cycle.number),
      );
      running.flatSince = date;
      running.premiumCredit = 0;
    }
  }
  if (running)
    finished.push(summarise(running, ticker, accountId, input, { shares, shareCost, options, today }));
  return finished;
}

/** contracts × (mark − average premium) × 100 of an option the ledger left open past its expiration. */
function impliedUnrealised(state: OptionState, ticker: string, marks: CampaignMarks): number {
  const holding = state.holding!;
  const option: OpenOption = {
    symbol: state.leg.symbol,
    ticker,
    type: state.type,
    strike: state.leg.strike,
    expiration: state.leg.expiration,
    contracts: holding.contracts,
    averagePrice: holding.averagePrice,
  };
  const mark = marks.option(option) ?? holding.averagePrice;
  return holding.contracts * (mark - holding.averagePrice) * CONTRACT_SIZE;
}

/** Buy-to-close and sell-to-open pairs of one day, same option type (the underlying is the ticker's). */
function rollsOfDay(
  dayLines: readonly LedgerLine[],
  options: ReadonlyMap<string, OptionState>,
): { close: LedgerLine; open: LedgerLine }[] {
  const shortBefore = new Map<string, number>();
  for (const [symbol, state] of options) shortBefore.set(symbol, state.holding?.contracts ?? 0);
  const closes: LedgerLine[] = [];
  const opens: LedgerLine[] = [];
  for (const line of dayLines) {
    if (line.tickerType !== 'option') continue;
    const position = shortBefore.get(line.symbol) ?? 0;
    if (line.orderType === 'buy' && position < 0) closes.push(line);
    if (line.orderType === 'sell' && position <= 0 && !closes.some((close) => close.symbol === line.symbol))
      opens.push(line);
    const delta = line.orderType === 'sell' ? -line.quantity : line.orderType === 'buy' ? line.quantity : 0;
    if (line.orderType === 'buy' || line.orderType === 'sell') shortBefore.set(line.symbol, position + delta);
  }
  const pairs: { close: LedgerLine; open: LedgerLine }[] = [];
  const used = new Set<string>();
  for (const close of closes) {
    const open = opens.find(
      (candidate) => !used.has(candidate.id) && candidate.optionType === close.optionType,
    );
    if (!open) continue;
    used.add(open.id);
    pairs.push({ close, open });
  }
  return pairs;
}

function eventKind(group: readonly LedgerLine[], isRoll: boolean, closesShort: boolean): CampaignEventKind {
  const option = group.find((line) => line.tickerType === 'option');
  const type = option?.optionType ?? group[0]!.optionType ?? 'call';
  if (isRoll) return type === 'put' ? 'put_rolled' : 'call_rolled';
  if (group.some((line) => line.orderType === 'assignment'))
    return type === 'put' ? 'put_assigned' : 'call_assigned';
  if (option) {
    if (option.orderType === 'expiry') return type === 'put' ? 'put_expired' : 'call_expired';
    if (option.orderType === 'sell') return type === 'put' ? 'put_sold' : 'call_sold';
    if (!closesShort) return 'option_bought';
    return type === 'put' ? 'put_bought_back' : 'call_bought_back';
  }
  const line = group[0]!;
  if (line.tickerType === 'dividend') return 'dividend';
  return line.orderType === 'buy' ? 'shares_bought' : 'shares_sold';
}

function cycleEnd(events: readonly CampaignEvent[]): CycleEnd {
  const kinds = new Set(events.map((event) => event.kind));
  if (kinds.has('call_assigned')) return 'called_away';
  if (kinds.has('shares_sold')) return 'shares_sold';
  if (kinds.has('put_expired')) return 'put_expired';
  if (kinds.has('put_bought_back')) return 'put_closed';
  return 'closed';
}

const returns = (result: number, peak: number, days: number) => {
  if (peak <= EPSILON) return { returnOnCapital: null, annualisedReturn: null };
  const returnOnCapital = result / peak;
  return { returnOnCapital, annualisedReturn: (returnOnCapital * 365) / Math.max(1, days) };
};

function summarise(
  running: Running,
  ticker: string,
  accountId: string,
  input: CampaignInput,
  held: {
    shares: number;
    shareCost: number;
    options: ReadonlyMap<string, OptionState>;
    today: CalendarDate;
  } | null,
): Campaign {
  const last = running.cycles.at(-1)!;
  const open = held !== null && !running.flatSince;
  const end: CalendarDate | null = open ? null : (last.end ?? running.start);
  const through = end ?? held!.today;

  // Unrealised: shares at the mark against their average cost, open options at their mark against their premium.
  const openOptions: OpenOption[] = [];
  let unrealised = 0;
  if (open) {
    const spot = input.marks.spot(ticker);
    if (spot !== undefined && held.shares > EPSILON) unrealised += held.shares * spot - held.shareCost;
    for (const [symbol, state] of held.options) {
      if (!state.holding) continue;
      const option: OpenOption = {
        symbol,
        ticker,
        type: state.type,
        strike: state.leg.strike,
        expiration: state.leg.expiration,
        contracts: state.holding.contracts,
        averagePrice: state.holding.averagePrice,
      };
      openOptions.push(option);
      const mark = input.marks.option(option) ?? state.holding.averagePrice;
      unrealised += state.holding.contracts * (mark - state.holding.averagePrice) * CONTRACT_SIZE;
    }
  }

  const cycles: CampaignCycle[] = running.cycles.map((cycle) => {
    const cycleUnrealised = cycle.implied + (cycle === last && open ? unrealised : 0);
    const realised = cycle.putIncome + cycle.callIncome + cycle.dividends + cycle.realisedEquity;
    const days = daysBetween(cycle.start, cycle.end ?? through);
    const result = realised + cycleUnrealised;
    return {
      number: cycle.number,
      start: cycle.start,
      end: cycle.end,
      endedBy: cycle.endedBy,
      putIncome: cycle.putIncome,
      callIncome: cycle.callIncome,
      dividends: cycle.dividends,
      realisedEquity: cycle.realisedEquity,
      realised,
      unrealised: cycleUnrealised,
      result,
      peakCapitalAtRisk: cycle.peak,
      ...returns(result, cycle.peak, days),
      days,
    };
  });
  const sum = (pick: (cycle: CampaignCycle) => number) =>
    cycles.reduce((total, cycle) => total + pick(cycle), 0);

  // Phases: each day's closing phase holds until the next day with a line, the last until the end.
  // A cycle's last day closes flat: the flat span runs from it to the next cycle's first day (none after the last).
  const phases: PhaseSpan[] = [];
  running.dayPhases.forEach((day, index) => {
    const to = running.dayPhases[index + 1]?.date ?? through;
    if (to <= day.date) return;
    const previous = phases.at(-1);
    if (previous && previous.phase === day.phase)
      phases[phases.length - 1] = { ...previous, to, days: daysBetween(previous.from, to) };
    else phases.push({ phase: day.phase, from: day.date, to, days: daysBetween(day.date, to) });
  });
  const daysIn: Record<CampaignPhase, number> = { put: 0, shares: 0, flat: 0 };
  for (const span of phases) daysIn[span.phase] += span.days;

  const peak = Math.max(0, ...cycles.map((cycle) => cycle.peakCapitalAtRisk));
  const realised = sum((cycle) => cycle.realised);
  const totalUnrealised = sum((cycle) => cycle.unrealised);
  const result = realised + totalUnrealised;
  const days = daysBetween(running.start, through);
  const lastBasis = running.basis.at(-1);
  const basisToday: BasisPoint[] =
    open && lastBasis && lastBasis.date < through ? [{ ...lastBasis, date: through }] : [];

  return {
    id: running.id,
    accountId,
    ticker,
    status: open ? 'open' : 'closed',
    startedWith: running.startedWith,
    start: running.start,
    end,
    phase: open ? (held.shares > EPSILON ? 'shares' : 'put') : 'flat',
    daysIn,
    phases,
    cycles,
    events: running.events,
    rolls: running.rolls,
    basis: [...running.basis, ...basisToday],
    groupIds: [...running.groupIds],
    shares: open ? held.shares : 0,
    basisPerShare: open && held.shares > EPSILON ? held.shareCost / held.shares : null,
    adjustedBasisPerShare:
      open && held.shares > EPSILON ? (held.shareCost - running.premiumCredit) / held.shares : null,
    capitalAtRisk: open ? (lastBasis?.capitalAtRisk ?? 0) : 0,
    openOptions,
    shortContractsClosed: running.closedShort,
    shortContractsAssigned: running.assignedShort,
    assignmentRate: running.closedShort > 0 ? running.assignedShort / running.closedShort : null,
    putIncome: sum((cycle) => cycle.putIncome),
    callIncome: sum((cycle) => cycle.callIncome),
    dividends: sum((cycle) => cycle.dividends),
    realisedEquity: sum((cycle) => cycle.realisedEquity),
    realised,
    unrealised: totalUnrealised,
    result,
    peakCapitalAtRisk: peak,
    ...returns(result, peak, days),
    days,
    buyAndHold: buyAndHoldOf(ticker, running.start, end, peak, input.marks),
  };
}

/** The peak capital at risk put into the stock at the start's close and held to the end (or today's price). */
function buyAndHoldOf(
  ticker: string,
  start: CalendarDate,
  end: CalendarDate | null,
  money: number,
  marks: CampaignMarks,
): BuyAndHold | null {
  const startPrice = marks.closeOn(ticker, start);
  const endPrice = end ? marks.closeOn(ticker, end) : marks.spot(ticker);
  if (startPrice === undefined || endPrice === undefined || startPrice <= 0 || money <= EPSILON) return null;
  const shares = money / startPrice;
  const value = shares * endPrice;
  return {
    money,
    startPrice,
    endPrice,
    shares,
    value,
    result: value - money,
    returnOnCapital: (value - money) / money,
  };
}
