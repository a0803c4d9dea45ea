import { addDays, type CalendarDate, toDayNumber } from '../calendar/calendar-date';
import { yearsToExpiry } from '../calendar/expirations';
import { newYorkDate } from '../calendar/nyse-calendar';
import type {
  DecisionChoice,
  DecisionColumn,
  EarlyAssignment,
  RollDecision,
  RuleHistory,
} from '../contracts/what-if';
import type { MarketModel } from '../market/market-model';
import { bsmPrice } from '../options/black-scholes';
import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
import { probabilityInTheMoney } from '../options/probability';
import { roundCents, roundPerShare } from '../portfolio/money';
import type { TickerMarket } from './option-market';
import { earlyAssignmentWarning } from './trade-warnings';
import { countOf, formatDate, formatPercent, formatUsd } from './wording';

/**
 * The roll decision (issue 32 item 2): for a held call the rules want rolled (in the money or challenged near
 * expiry, `open-call-rules.ts`), three choices side by side: roll (the best credit roll, `roll-candidates.ts`, or
 * the least costly one when none pays a credit), close now (buy it back at the ask), or let it go (assigned if it
 * finishes in the money, else it expires). Every figure is for the whole position, shares and calls:
 *
 * - cash now: + the roll's net credit, − the buy-back at the ask, 0 for letting it go;
 * - result at expiry: P&L from the shares' cost if the stock is at today's price S when the choice settles,
 *   premiums included: shares × (S − cost) + 100 × contracts × (premium received − buy-back + new premium −
 *   the open call's intrinsic value max(S − K, 0)); an assignment at K is the same as settling the intrinsic value;
 * - breakeven: cost − every premium kept so far net of buy-backs (`breakeven` of covered-call-payoff.ts);
 * - annualised return on the capital still at risk: the open call's time value still to earn at today's price
 *   (its price less its intrinsic value), over the shares' value now, × 365 / days to its expiry. Closing leaves
 *   nothing to earn (null);
 * - days added: the roll's time extension; 0 otherwise;
 * - probability of finishing in the money: N(d2) of the call left open (`probability.ts`); none after closing;
 * - early assignment before an ex-dividend date: `trade-warnings.ts`'s rule (the dividend exceeds the time value
 *   left on the eve of the ex-date).
 */

export interface HeldCallQuote {
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly contracts: number;
  /** Average premium received, per share. */
  readonly averagePremium: number;
  /** What buying it back costs now, per share. */
  readonly ask: number;
  readonly impliedVolatility: number;
}

export interface RollLeg {
  readonly strike: number;
  readonly expiration: CalendarDate;
  /** The new call's bid: what selling it brings in, per share. */
  readonly bid: number;
  readonly impliedVolatility: number;
}

export interface RollDecisionInput {
  readonly now: Date;
  readonly ticker: string;
  readonly spot: number;
  readonly rate: number;
  readonly dividendYield: number;
  /** Per share; the spot stands in when unknown. */
  readonly costBasis: number;
  readonly held: HeldCallQuote;
  /** The roll to compare; undefined when none could be priced (the column is then left out). */
  readonly roll?: RollLeg;
  readonly pick: DecisionChoice;
  /** Early-assignment risk of the held call and of the roll's new call. */
  readonly earlyAssignment: { readonly held: EarlyAssignment; readonly roll?: EarlyAssignment };
  readonly history?: {
    readonly from: CalendarDate;
    readonly to: CalendarDate;
    readonly rule: string;
    readonly byChoice: Readonly<Record<DecisionChoice, RuleHistory>>;
  };
}

const NO_EARLY_ASSIGNMENT: EarlyAssignment = {
  level: 'none',
  ex_dividend_date: null,
  dividend: null,
  time_value: null,
  text: 'No call left open: nothing can be assigned.',
};

const intrinsic = (spot: number, strike: number): number => Math.max(spot - strike, 0);

const yearsTo = (now: Date, expiration: CalendarDate): number => Math.max(0, yearsToExpiry(now, expiration));

const daysTo = (now: Date, expiration: CalendarDate): number =>
  Math.max(0, toDayNumber(expiration) - toDayNumber(newYorkDate(now)));

/** Time value still to earn at today's price over the shares' value, annualised; null with no day left. */
const annualised = (timeValue: number, sharesValue: number, days: number): number | null =>
  days > 0 && sharesValue > 0 ? (Math.max(0, timeValue) / sharesValue) * (365 / days) : null;

export const rollDecision = (input: RollDecisionInput): RollDecision => {
  const { now, spot, rate, dividendYield, held, roll } = input;
  const costBasis = input.costBasis > 0 ? input.costBasis : spot;
  const shares = SHARES_PER_CONTRACT * held.contracts;
  const sharesValue = spot * shares;
  const sharesPnl = shares * (spot - costBasis);
  const today = newYorkDate(now);
  const history = (choice: DecisionChoice): RuleHistory | null => input.history?.byChoice[choice] ?? null;
  const heldIntrinsic = intrinsic(spot, held.strike);
  const assigned = spot > held.strike;
  const columns: DecisionColumn[] = [];

  if (roll) {
    const credit = roll.bid - held.ask;
    const kept = held.averagePremium + credit;
    const days = daysTo(now, roll.expiration);
    columns.push({
      choice: 'roll',
      title: `Roll to ${formatUsd(roll.strike)} ${formatDate(roll.expiration)}`,
      cash_now: roundCents(credit * shares),
      settles_on: roll.expiration,
      result_at_expiry: roundCents(sharesPnl + shares * (kept - intrinsic(spot, roll.strike))),
      breakeven: roundPerShare(costBasis - kept),
      annualized_return: annualised((roll.bid - intrinsic(spot, roll.strike)) * shares, sharesValue, days),
      days_added: Math.max(0, toDayNumber(roll.expiration) - toDayNumber(held.expiration)),
      probability_itm: probabilityInTheMoney({
        type: 'call',
        spot,
        strike: roll.strike,
        years: yearsTo(now, roll.expiration),
        rate,
        dividendYield,
        volatility: roll.impliedVolatility,
      }),
      early_assignment: input.earlyAssignment.roll ?? NO_EARLY_ASSIGNMENT,
      history: history('roll'),
    });
  }

  const closedKept = held.averagePremium - held.ask;
  columns.push({
    choice: 'close',
    title: 'Close now',
    cash_now: roundCents(-held.ask * shares),
    settles_on: today,
    result_at_expiry: roundCents(sharesPnl + shares * closedKept),
    breakeven: roundPerShare(costBasis - closedKept),
    annualized_return: null,
    days_added: 0,
    probability_itm: null,
    early_assignment: NO_EARLY_ASSIGNMENT,
    history: history('close'),
  });

  columns.push({
    choice: 'let_go',
    title: assigned ? 'Let it be assigned' : 'Let it expire',
    cash_now: 0,
    settles_on: held.expiration,
    result_at_expiry: roundCents(sharesPnl + shares * (held.averagePremium - heldIntrinsic)),
    breakeven: roundPerShare(costBasis - held.averagePremium),
    annualized_return: annualised(
      (held.ask - heldIntrinsic) * shares,
      sharesValue,
      daysTo(now, held.expiration),
    ),
    days_added: 0,
    probability_itm: probabilityInTheMoney({
      type: 'call',
      spot,
      strike: held.strike,
      years: yearsTo(now, held.expiration),
      rate,
      dividendYield,
      volatility: held.impliedVolatility,
    }),
    early_assignment: input.earlyAssignment.held,
    history: history('let_go'),
  });

  const pick = columns.some((column) => column.choice === input.pick) ? input.pick : 'close';
  return {
    columns,
    pick,
    pick_reason: pickReason(input, pick, columns),
    history_window: input.history
      ? { from: input.history.from, to: input.history.to, rule: input.history.rule }
      : null,
  };
};

/** The suggestion's reason in one sentence, from the figures of its column. */
const pickReason = (input: RollDecisionInput, pick: DecisionChoice, columns: DecisionColumn[]): string => {
  const column = columns.find((candidate) => candidate.choice === pick) as DecisionColumn;
  const strike = formatUsd(input.held.strike);
  const odds = (value: number | null) => formatPercent(value ?? 0, 0);
  const letGo = columns.find((candidate) => candidate.choice === 'let_go');
  if (pick === 'roll')
    return `Rolling brings in ${formatUsd(column.cash_now)} now and adds ${countOf(column.days_added, 'day')}, keeping your shares, while the ${strike} call is ${odds(letGo?.probability_itm ?? null)} likely to finish in the money.`;
  if (pick === 'close')
    return input.roll
      ? `No roll pays a credit, so buying the ${strike} call back for ${formatUsd(-column.cash_now)} ends the risk of assignment for the least cost.`
      : `Buying the ${strike} call back for ${formatUsd(-column.cash_now)} ends the risk of assignment.`;
  return `The ${strike} call is ${odds(column.probability_itm)} likely to finish in the money: letting it ${input.spot > input.held.strike ? 'be assigned' : 'expire'} keeps the whole premium.`;
};

/**
 * The early-assignment line of a call left open: `high` when `trade-warnings.ts` warns (the dividend exceeds the
 * time value left on the ex-date's eve), `low` when an ex-date falls before expiry but the time value covers it,
 * `none` without an ex-date before expiry.
 */
export const earlyAssignmentOf = (input: {
  readonly market: MarketModel;
  readonly tickerMarket: TickerMarket;
  readonly now: Date;
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly volatility: number;
}): EarlyAssignment => {
  const { market, tickerMarket, now, strike, expiration, volatility } = input;
  const today = newYorkDate(now);
  const dividend = market
    .dividends(tickerMarket.ticker, addDays(today, 1), expiration)
    .find((event) => event.exDate > today && event.exDate <= expiration);
  if (!dividend)
    return {
      level: 'none',
      ex_dividend_date: null,
      dividend: null,
      time_value: null,
      text: `No ex-dividend date before ${formatDate(expiration)}.`,
    };
  const years = yearsTo(now, expiration);
  const { spot, rate, dividendYield } = tickerMarket;
  const value = bsmPrice('call', spot, strike, years, rate, dividendYield, volatility);
  const timeValue = roundPerShare(Math.max(0, value - intrinsic(spot, strike)));
  const warning = earlyAssignmentWarning({ market, tickerMarket, now, strike, expiration, volatility });
  return {
    level: warning ? 'high' : 'low',
    ex_dividend_date: dividend.exDate,
    dividend: dividend.amount,
    time_value: timeValue,
    text: warning
      ? warning.message
      : `Ex-dividend on ${formatDate(dividend.exDate)}: the ${formatUsd(dividend.amount)} dividend is below the call's time value, so early assignment is unlikely.`,
  };
};
