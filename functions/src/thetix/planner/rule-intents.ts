import type { Slots } from './rule-slots';
import { withoutTopicTerms } from './rule-slots';

/**
 * The rule planner's grammar: what one part of a question asks for. Detectors run in the order below and the first
 * that matches wins, so the specific ones ("payoff", "earnings before expiry") come before the general ones
 * ("quote"). docs/thetix.md lists every intent with examples; the tests hold one case per example.
 */
export const intentNames = [
  'quote',
  'compare_quotes',
  'price_chart',
  'compare_chart',
  'ticker_overview',
  'implied_volatility',
  'option_chain',
  'option_contract_by_delta',
  'option_contract_by_strike',
  'option_contract_otm',
  'covered_call_candidates_holdings',
  'covered_call_candidates_tickers',
  'premium_for_all',
  'opportunities',
  'rolls',
  'closes',
  'positions',
  'position_detail',
  'writable_contracts',
  'coverage',
  'average_cost',
  'losing_money',
  'roll_decision',
  'open_call_decision',
  'tax_status',
  'position_what_if',
  'income_goal',
  'puts_to_sell',
  'wheel_campaign',
  'wheel_basis',
  'wheel_watchlist',
  'portfolio_overview',
  'open_calls',
  'expiring_this_week',
  'assignment_risk',
  'portfolio_value',
  'income_summary',
  'dividend_income',
  'option_income',
  'transactions',
  'dividend_calendar',
  'ex_dividend_risk',
  'earnings_calendar',
  'earnings_before_expiry',
  'payoff',
  'yield_estimate',
  'alert_above',
  'alert_below',
  'explain',
  'follow_up',
  'cannot_answer',
  'no_trading',
  'own_data_only',
  'unknown_ticker',
] as const;
export type IntentName = (typeof intentNames)[number];

/** Which tickers an intent works on: none, exactly one, one or more, or optionally one (all when none). */
export type TickerNeed = 'none' | 'one' | 'many' | 'optional';

export const tickerNeeds: Readonly<Record<IntentName, TickerNeed>> = {
  quote: 'many',
  compare_quotes: 'many',
  price_chart: 'many',
  compare_chart: 'many',
  ticker_overview: 'one',
  implied_volatility: 'one',
  option_chain: 'one',
  option_contract_by_delta: 'one',
  option_contract_by_strike: 'one',
  option_contract_otm: 'one',
  covered_call_candidates_holdings: 'none',
  covered_call_candidates_tickers: 'many',
  premium_for_all: 'optional',
  opportunities: 'optional',
  rolls: 'optional',
  closes: 'optional',
  positions: 'none',
  position_detail: 'one',
  writable_contracts: 'optional',
  coverage: 'optional',
  average_cost: 'optional',
  losing_money: 'none',
  roll_decision: 'one',
  open_call_decision: 'optional',
  tax_status: 'optional',
  position_what_if: 'one',
  income_goal: 'none',
  puts_to_sell: 'one',
  wheel_campaign: 'one',
  wheel_basis: 'one',
  wheel_watchlist: 'none',
  portfolio_overview: 'none',
  open_calls: 'optional',
  expiring_this_week: 'none',
  assignment_risk: 'optional',
  portfolio_value: 'none',
  income_summary: 'none',
  dividend_income: 'none',
  option_income: 'none',
  transactions: 'optional',
  dividend_calendar: 'optional',
  ex_dividend_risk: 'optional',
  earnings_calendar: 'optional',
  earnings_before_expiry: 'optional',
  payoff: 'one',
  yield_estimate: 'optional',
  alert_above: 'one',
  alert_below: 'one',
  explain: 'none',
  follow_up: 'none',
  cannot_answer: 'none',
  no_trading: 'none',
  own_data_only: 'none',
  unknown_ticker: 'none',
};

export interface Detection {
  readonly intent: IntentName;
  /**
   * Whether words of the question chose the intent. A part that is only tickers ("MSFT") is a quote by default,
   * but it may as well finish the previous part ("compare AAPL and MSFT") or follow up the previous turn ("and
   * MSFT?"), so it neither splits a question nor blocks a follow-up.
   */
  readonly keyword: boolean;
}

const EXPLAIN_CUE =
  /\b(what(?:'s| is| are| does| do| happens)|whats|explain|define|definition|meaning|means?|how (?:does|do|is)|tell me about|difference between|teach me|eli5|describe)\b/;
const ACTION_WORDS = /\b(best|top|highest|lowest|most|cheapest|show|list|find|give me|should i|which|my)\b/;

const INCOME_WORDS =
  /\b(income|incme|incom|imcome|icome|earned|earn|made|make money|(?:made|make|earned|earn|brought|bring) me|(?:did|do|have) i make|collected|collect|received|(?<!take )(?<!take the )profits?|cash ?flow|paid me|pay me|brought in)\b/;
const PAST_OR_TOTAL =
  /\b(how much|total|sum|so far|collected|received|got|earned|made|did i|have i|paid me)\b/;
const FORWARD_LOOKING = /\b(pays? the most|best|highest|which|should|can i|could i|would i|will i|ideas?)\b/;

const CHART_WORDS =
  /\b(chart|graph|plot|history|historical|performance|perform(?:ed)?|trend|price action|over (?:the )?(?:last|past)|how (?:has|have|did) .{1,40} (?:do|done|perform|performed|move|moved))\b/;
const COMPARE_WORDS = /\b(vs\.?|versus|compare|compared|comparison|against)\b/;
const QUOTE_WORDS =
  /\b(price|prices|quote|quotes|trading|trade at|worth|cost|how much is|how much are|value|last|current|now|today|up|down|doing)\b/;

type Detector = (slots: Slots) => Detection | undefined;

const CALL_ACTION =
  '(?:roll|close|buy (?:it |them )?back|let (?:it|them|(?:my|the) (?:[a-z]+ )?calls?) (?:go|expire|ride|be assigned|get assigned)|keep|hold|expire|be assigned|get assigned|called away)';

/**
 * A decision about a held call, answered by the open-call rules the position page uses: "roll or let it expire?",
 * "what should I do with my AAPL call", "should I close my KO call". "which calls should I roll" stays a list.
 */
const OPEN_CALL_DECISION = (slots: Slots): boolean =>
  new RegExp(`\\b${CALL_ACTION}\\b.{0,60}\\bor\\b.{0,60}\\b(?:${CALL_ACTION}|let)\\b`).test(slots.lower) ||
  /\bwhat (?:should|do|can) i do (?:with|about) (?:my |the |this |that )?.{0,25}\b(calls?|contracts?|options?)\b/.test(
    slots.lower,
  ) ||
  (/\bshould i\b/.test(slots.lower) &&
    !/\bwhich\b/.test(slots.lower) &&
    /\b(roll|close|buy (?:it |them )?back|let it)\b/.test(slots.lower) &&
    /\b(call|calls|contract|contracts|it)\b/.test(slots.lower) &&
    (slots.tickers.length > 0 || /\b(today|tomorrow|this week|expir\w*)\b/.test(slots.lower)));

/**
 * Rolling (or closing) against letting one ticker's call be called away, assigned or expire: "should I roll or let
 * MSFT get called", "roll or let my AAPL call be assigned?", "close my KO call or let it expire". Answered with the
 * roll drawer's three columns; without a ticker, or without the contrast, the open-call rules' action answers.
 */
const ROLL_DECISION = (slots: Slots): boolean =>
  slots.tickers.length === 1 &&
  /\b(roll|close|buy (?:it |them )?back)\b.{0,60}\bor\b.{0,60}\b(let|get called|called away|be called|assigned|assignment|expire)\b|\b(let|called away|get called|assigned)\b.{0,60}\bor\b.{0,60}\b(roll|close)\b/.test(
    slots.lower,
  );

const keyword = (intent: IntentName): Detection => ({ intent, keyword: true });

const MOVE_DOWN =
  /\b(drops?|dropped|falls?|fell|down|declines?|sinks?|crash(?:es)?|loses?|tanks?|dips?|slides?)\b/;
const MOVE_UP = /\b(rises?|rose|up|jumps?|gains?|climbs?|rall(?:y|ies)|soars?|goes up)\b/;

/**
 * A stock move the question supposes, in percent ("what if AAPL drops 10% before my call expires" → −10): a
 * percentage with a direction word and a supposition ("what if", "if", "suppose").
 */
export const moveOf = (lower: string): number | undefined => {
  if (!/\b(what if|if|suppose|assuming|what happens)\b/.test(lower)) return undefined;
  const percent = /(\d+(?:\.\d+)?)\s*(?:%|percent\b)/.exec(lower);
  if (!percent) return undefined;
  const size = Number(percent[1]);
  if (!(size > 0) || size > 90) return undefined;
  if (MOVE_DOWN.test(lower)) return -size;
  if (MOVE_UP.test(lower)) return size;
  return undefined;
};

/**
 * A tax question about the caller's calls or shares, answered by the position page's Taxes tab: "is my KO call
 * qualified", "would assignment make my AAPL gain short-term", "which of my lots are long-term".
 */
const TAX_STATUS = (slots: Slots): boolean =>
  (/\bqualified\b/.test(slots.lower) && /\b(calls?|covered)\b/.test(slots.lower)) ||
  (/\b(tax(?:es|ed)?|tax lots?|holding period|short[- ]term|long[- ]term|capital gains? tax)\b/.test(
    slots.lower,
  ) &&
    (slots.mine || hasTicker(slots)) &&
    /\b(calls?|shares|lots?|assign\w*|called away|gains?|sell|sold|stock|position)\b/.test(slots.lower));

/**
 * The wheel (issue 31 item 5): puts to sell on a ticker ("puts to sell on PEP under 60", "cash-secured puts on KO"),
 * the campaign on a ticker ("how is my wheel on KO doing") and its basis after premiums ("my real cost basis in AAPL
 * after premiums"). An open put of the user's ("my PEP put") is not a put to sell.
 */
const PUTS_TO_SELL = (slots: Slots): boolean =>
  slots.tickers.length > 0 &&
  !/\bmy (?:open |short )?puts?\b/.test(slots.lower) &&
  (/\bcash[- ]secured\b|\bcsps?\b/.test(slots.lower) ||
    (/\bputs?\b/.test(slots.lower) &&
      /\b(sell|selling|sold|write|writing|open|opening)\b/.test(slots.lower)));

const WHEEL_BASIS = (slots: Slots): boolean =>
  slots.tickers.length > 0 &&
  /\b(cost basis|basis|average cost|cost per share|break[- ]?even)\b/.test(slots.lower) &&
  /\b(premiums?|real|adjusted|effective|true|net of|after (?:the )?(?:options?|calls?|puts?)|wheel|campaign)\b/.test(
    slots.lower,
  );

const WHEEL_WATCHLIST = (slots: Slots): boolean =>
  /\bmy watch ?list\b|\bwhat am i watching\b|\bcash (?:do i have |i have |i've |is )?set aside\b|\bset[- ]aside cash\b|\bcash (?:set aside )?for (?:my )?puts\b/.test(
    slots.lower,
  );

const WHEEL_CAMPAIGN = (slots: Slots): boolean =>
  slots.tickers.length > 0 && /\b(wheel(?:ing)?|campaigns?)\b/.test(slots.lower);

/** A strike ceiling the question sets: "under 60", "below $45.50", "at most 100" → 60, 45.5, 100. */
export const strikeCeilingOf = (lower: string): number | undefined => {
  const match =
    /\b(?:under|below|at most|up to|no more than|max(?:imum)?(?: strike)?(?: of)?)\s*\$?(\d+(?:\.\d+)?)\b/.exec(
      lower,
    );
  const value = match ? Number(match[1]) : NaN;
  return value > 0 ? value : undefined;
};

const hasTicker = (slots: Slots): boolean => slots.tickers.length > 0 || slots.unknownSymbols.length > 0;

/** Words that say nothing on their own: "what about AAPL?", "and $MSFT", "KO stock". */
const FILLER =
  /\b(what|what's|whats|about|how|and|or|is|are|the|of|for|on|in|show|me|stock|stocks|shares?|ticker|symbol|please|pls|too|also|vs|versus|then|with|instead|ok|okay|now)\b/g;

/** Whether a part names tickers and nothing else that a rule could read. */
const onlyTickers = (slots: Slots): boolean => {
  let rest = slots.lower;
  for (const match of slots.tickerMatches) rest = rest.replace(match.text.toLowerCase(), ' ');
  for (const symbol of slots.unknownSymbols) rest = rest.replace(symbol.toLowerCase(), ' ');
  return (
    rest
      .replace(/'s\b/g, ' ')
      .replace(/[$?!.,;:&]/g, ' ')
      .replace(FILLER, ' ')
      .trim() === ''
  );
};

const incomeIntent = (lower: string): IntentName => {
  const dividends = /\bdividends?\b/.test(lower);
  const options = /\b(premiums?|options?|calls?|covered calls?)\b/.test(lower);
  if (dividends && !options) return 'dividend_income';
  if (options && !dividends) return 'option_income';
  return 'income_summary';
};

/** The detectors, most specific first. */
const DETECTORS: readonly Detector[] = [
  (slots) =>
    slots.topics.length > 0 &&
    !hasTicker(slots) &&
    !ACTION_WORDS.test(slots.lower) &&
    (EXPLAIN_CUE.test(slots.lower) || withoutTopicTerms(slots.lower) === '')
      ? keyword('explain')
      : undefined,
  (slots) =>
    slots.alert && /\b(alert|notify|notification|ping|tell|let me know|warn|remind|alarm)\b/.test(slots.lower)
      ? keyword(slots.alert.direction === 'above' ? 'alert_above' : 'alert_below')
      : undefined,
  (slots) =>
    slots.tickers.length > 0 &&
    /\b(implied vol(?:atility)?|iv|vol|volatility)\b/.test(slots.lower) &&
    !/\b(chart|graph|plot|history|historical)\b/.test(slots.lower)
      ? keyword('implied_volatility')
      : undefined,
  (slots) => (TAX_STATUS(slots) ? keyword('tax_status') : undefined),
  (slots) => (WHEEL_BASIS(slots) ? keyword('wheel_basis') : undefined),
  (slots) => (PUTS_TO_SELL(slots) ? keyword('puts_to_sell') : undefined),
  (slots) => (WHEEL_CAMPAIGN(slots) ? keyword('wheel_campaign') : undefined),
  (slots) => (WHEEL_WATCHLIST(slots) ? keyword('wheel_watchlist') : undefined),
  (slots) =>
    slots.tickers.length > 0 && moveOf(slots.lower) !== undefined ? keyword('position_what_if') : undefined,
  (slots) => (ROLL_DECISION(slots) ? keyword('roll_decision') : undefined),
  (slots) => (OPEN_CALL_DECISION(slots) ? keyword('open_call_decision') : undefined),
  (slots) =>
    /\bhow many (?:more )?(?:covered )?(?:calls?|contracts?)\b.{0,40}\b(sell|write|open|can|could|left)\b|\b(?:can|could) i (?:sell|write) (?:any )?(?:more|another|additional) (?:covered )?(?:calls?|contracts?)\b|\bmore calls? (?:can|could) i\b|\b(?:which|what) (?:holdings?|stocks?|positions?|shares) can i (?:still )?(?:sell|write)\b/.test(
      slots.lower,
    )
      ? keyword('writable_contracts')
      : undefined,
  (slots) =>
    /\b(is|are)\b.{0,40}\bcovered\b(?!\s*calls?)|\b(free|uncovered|unencumbered|unused) shares\b|\bshares (?:are |that are )?(?:free|uncovered|not covered|available|unencumbered)\b|\bhow many shares\b.{0,30}\b(?:free|uncovered|not covered|unencumbered)\b/.test(
      slots.lower,
    )
      ? keyword('coverage')
      : undefined,
  (slots) =>
    /\b(average|avg|mean) (cost|price|basis|entry)\b|\bcost basis\b|\b(what|how much) did i pay\b|\bpaid per share\b|\bmy (entry|purchase|buy) price\b/.test(
      slots.lower,
    )
      ? keyword('average_cost')
      : undefined,
  (slots) =>
    !hasTicker(slots) &&
    slots.mine &&
    /\b(losing|lose|lost|under ?water|in the red|losers?|at a loss|below (?:my )?cost|down)\b/.test(
      slots.lower,
    ) &&
    /\b(money|anything|any|which|what|where|positions?|holdings?|stocks?|shares|portfolio)\b/.test(
      slots.lower,
    ) &&
    !/\b(today|this week|chart|value)\b/.test(slots.lower)
      ? keyword('losing_money')
      : undefined,
  (slots) =>
    (/\b(all|every|entire|whole)\b.{0,30}\b(shares|holdings?|position|stake|stock)\b/.test(slots.lower) &&
      /\b(calls?|premium|cash|bring|income|collect|write|writing)\b/.test(slots.lower) &&
      !/\b(show|list|my positions)\b/.test(slots.lower)) ||
    /\bhow much (?:cash|premium|money|income)\b.{0,60}\b(writ\w*|sell\w*)\b.{0,30}\bcalls?\b/.test(
      slots.lower,
    )
      ? keyword('premium_for_all')
      : undefined,
  (slots) =>
    /\b(payoff|pay-off|p&l|p\/l|profit and loss|profit\/loss|risk (?:graph|profile)|payout)\b/.test(
      slots.lower,
    )
      ? keyword('payoff')
      : undefined,
  (slots) =>
    (/\byields?\b/.test(slots.lower) &&
      /\b(delta|sell|selling|write|writing|can i|could i|would i|will i|estimate|estimated|expected|expect|how much|weekly|monthly|get)\b/.test(
        slots.lower,
      ) &&
      !/\bdividend yield\b/.test(slots.lower)) ||
    (/\b(?:can|could|would) i (?:make|earn|get|collect)\b/.test(slots.lower) &&
      /\b(calls?|premium|delta|selling)\b/.test(slots.lower))
      ? keyword('yield_estimate')
      : undefined,
  (slots) =>
    /\bearnings\b/.test(slots.lower) &&
    (/\b(before|ahead of|prior to|during|into|through|around|inside|within|across) (?:the |my |an? |their |its )?(expir\w*|expiry|calls?|options?|contracts?)\b/.test(
      slots.lower,
    ) ||
      /\b(expir\w*|expiry|calls?|options?)\b.{0,40}\b(before|after|through|over|across|span|spanning|straddle) (?:the |an? |their |its )?earnings\b/.test(
        slots.lower,
      ) ||
      /\bearnings risk\b/.test(slots.lower))
      ? keyword('earnings_before_expiry')
      : undefined,
  (slots) =>
    /\b(ex-?div(?:idend)?s?|dividend risk)\b/.test(slots.lower) &&
    /\b(risk|my calls|open calls|assign\w*|early|called away|before)\b/.test(slots.lower)
      ? keyword('ex_dividend_risk')
      : undefined,
  (slots) =>
    /\b(assign\w*|called away|in the money|itm)\b/.test(slots.lower) &&
    (slots.mine || /\b(risk|likely|chance|which|will|going to|might|could|about to)\b/.test(slots.lower))
      ? keyword('assignment_risk')
      : undefined,
  (slots) =>
    /\b(transactions?|trades|trade history|trade log|activity|fills|orders)\b/.test(slots.lower) ||
    (/\b(bought|sold|buys|sells)\b/.test(slots.lower) && slots.range !== undefined)
      ? keyword('transactions')
      : undefined,
  (slots) =>
    /\bearnings\b|\breports? (?:earnings|results)\b|\bwhen (?:does|do|will) .{1,40} report\b/.test(
      slots.lower,
    )
      ? keyword('earnings_calendar')
      : undefined,
  (slots) =>
    /\b(ex-?div(?:idend)?s?|dividend (?:calendar|dates?|schedule)|upcoming dividends?|next dividends?|dividends? (?:coming|upcoming|due|next)|when (?:does|do|will) .{1,40} (?:pay|go ex))\b/.test(
      slots.lower,
    ) ||
    (/\bdividends?\b/.test(slots.lower) &&
      hasTicker(slots) &&
      !slots.range &&
      !INCOME_WORDS.test(slots.lower))
      ? keyword('dividend_calendar')
      : undefined,
  (slots) => (/\b(roll|rolls|rolling|rolled|rollable)\b/.test(slots.lower) ? keyword('rolls') : undefined),
  (slots) =>
    /\b(close|closing|buy back|buyback|buy-to-close|buy to close|take profits?|take the profits?|lock in)\b/.test(
      slots.lower,
    ) && !/\b(close|closing) price\b/.test(slots.lower)
      ? keyword('closes')
      : undefined,
  (slots) =>
    /\b(premium|value|time value|profit) (?:is |still )?(left|remaining)\b|\b(captured|capture)\b/.test(
      slots.lower,
    ) && /\b(calls?|options?|contracts?|position)\b/.test(slots.lower)
      ? keyword('open_calls')
      : undefined,
  // The goal the user set (no amount in the question): "am I on track for my income goal?".
  (slots) =>
    !slots.goal &&
    /\b(?:income|monthly|my) (?:income )?(?:goal|target)\b|\bon track\b|\bbehind (?:on|my|the)\b|\bmy goal\b/.test(
      slots.lower,
    )
      ? keyword('income_goal')
      : undefined,
  (slots) =>
    slots.goal && /\b(on track|goal|target|reach|hit|behind|ahead|pace|enough)\b/.test(slots.lower)
      ? keyword(incomeIntent(slots.lower))
      : undefined,
  (slots) =>
    ((INCOME_WORDS.test(slots.lower) && !/\bearnings\b/.test(slots.lower)) ||
      (/\b(dividends?|premiums?)\b/.test(slots.lower) &&
        (PAST_OR_TOTAL.test(slots.lower) || (slots.range !== undefined && slots.mine))) ||
      /^(?:(?:show )?my )?dividends\??$/.test(slots.lower)) &&
    !FORWARD_LOOKING.test(slots.lower)
      ? keyword(incomeIntent(slots.lower))
      : undefined,
  (slots) =>
    /\b(portfolio|account) (value|worth|balance|performance|history|growth)\b|\b(value|worth|balance|performance|growth) of my (portfolio|account)\b|\bmy (portfolio|account)('s)? (worth|value|balance)\b|\b(is|was) my (portfolio|account) worth\b|\bnet worth\b|\bhow much is my (portfolio|account)\b|\bmy (portfolio|account) (grow|grew|done|do|perform|performed|changed?)\b|\b(chart|graph|plot) (of )?my (portfolio|account)\b/.test(
      slots.lower,
    )
      ? keyword('portfolio_value')
      : undefined,
  (slots) =>
    /\b(overview|summary|summari[sz]e|snapshot|status|how am i doing|how('s| is| are) (my|things)|dashboard|recap|big picture)\b/.test(
      slots.lower,
    ) &&
    (slots.mine || /\b(portfolio|account)\b/.test(slots.lower)) &&
    !hasTicker(slots)
      ? keyword('portfolio_overview')
      : undefined,
  (slots) =>
    /\b(expir\w*|expire)\b/.test(slots.lower) &&
    /\b(this week|today|tomorrow|friday|soon|next few days|this friday)\b/.test(slots.lower) &&
    (slots.tickers.length === 0 || /\bmy\b/.test(slots.lower))
      ? keyword('expiring_this_week')
      : undefined,
  (slots) =>
    /\b(open|short|sold|written|outstanding|active|current|existing) (?:covered )?(calls?|options?|contracts?)\b|\bcalls? (?:i|i've|i have) (?:sold|written|open)\b|\b(?:what|which) (?:calls|options|contracts) (?:do|did|have) i\b|\bmy (?:covered |short |open )?(calls|options|contracts)\b/.test(
      slots.lower,
    )
      ? keyword('open_calls')
      : undefined,
  // "my AAPL calls", "my apple call": the calls held on a named ticker, not its chain.
  (slots) =>
    slots.tickerMatches.some((match) =>
      new RegExp(
        `\\bmy \\$?${match.text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (?:covered |short |open )?(?:calls?|contracts?)\\b(?! (?:can|could|should|to)\\b)`,
      ).test(slots.lower),
    )
      ? keyword('open_calls')
      : undefined,
  (slots) =>
    /\b(opportunit(?:y|ies)|action plan|what should i do|to-?do|recommendations?|suggestions?|anything to do|what to do)\b/.test(
      slots.lower,
    )
      ? keyword('opportunities')
      : undefined,
  (slots) => {
    if (slots.tickers.length === 0 || slots.holdings) return undefined;
    if (slots.delta !== undefined) return keyword('option_contract_by_delta');
    if (slots.strike !== undefined) return keyword('option_contract_by_strike');
    if (
      slots.otmPercent !== undefined &&
      /\b(calls?|puts?|contracts?|options?|otm|out of the money)\b/.test(slots.lower)
    )
      return keyword('option_contract_otm');
    return undefined;
  },
  (slots) =>
    /\b(covered calls?|calls? to (?:sell|write)|calls? (?:can|could|should) i (?:sell|write)|(?:sell|write|selling|writing) (?:a |some )?(?:covered )?calls?|best (?:\w+ ){0,2}?(?:calls?|strikes?|premiums?)|premiums?|pays? (?:the )?most|highest (?:yield|premium|return)|most (?:premium|income|yield)|income ideas|call candidates|which (?:stock|stocks|of my|ticker|tickers))\b/.test(
      slots.lower,
    )
      ? keyword(
          slots.tickers.length > 0 && !slots.holdings
            ? 'covered_call_candidates_tickers'
            : 'covered_call_candidates_holdings',
        )
      : undefined,
  (slots) =>
    slots.risk &&
    /\b(calls?|strikes?|premiums?|options?|income)\b/.test(slots.lower) &&
    !/\bputs?\b/.test(slots.lower)
      ? keyword(
          slots.tickers.length > 0 && !slots.holdings
            ? 'covered_call_candidates_tickers'
            : 'covered_call_candidates_holdings',
        )
      : undefined,
  (slots) =>
    hasTicker(slots) &&
    /\b(chain|chains|calls|puts|options|strikes|expirations?|contracts|call|put)\b/.test(slots.lower)
      ? keyword('option_chain')
      : undefined,
  (slots) => {
    if (!hasTicker(slots)) return undefined;
    const chart = CHART_WORDS.test(slots.lower) || slots.range !== undefined;
    const many = slots.tickers.length > 1;
    if (chart) return keyword(many ? 'compare_chart' : 'price_chart');
    if (many && COMPARE_WORDS.test(slots.lower)) return keyword('compare_quotes');
    return undefined;
  },
  (slots) =>
    slots.tickers.length === 1 &&
    /\b(my|i|i've|i'm)\b.{0,40}\b(position|positions|shares|stake|holding|holdings|own|hold)\b|\bhow many shares\b|\bposition in\b|\b(do|did) i (own|hold|have)\b/.test(
      slots.lower,
    )
      ? keyword('position_detail')
      : undefined,
  (slots) =>
    /\b(positions?|holdings?|portfolio|what do i (?:own|hold|have)|my (?:stocks|shares|equities)|what('s| is) in my (?:portfolio|account))\b/.test(
      slots.lower,
    )
      ? keyword('positions')
      : undefined,
  (slots) =>
    slots.tickers.length === 1 &&
    /\b(tell me about|how('s| is) .{1,30} doing|overview|what's (?:going on|happening) with|outlook|analy[sz]e|analysis|look at|summary)\b/.test(
      slots.lower,
    )
      ? keyword('ticker_overview')
      : undefined,
  (slots) =>
    hasTicker(slots) && QUOTE_WORDS.test(slots.lower)
      ? keyword(slots.tickers.length > 1 ? 'compare_quotes' : 'quote')
      : undefined,
  (slots) =>
    hasTicker(slots) && onlyTickers(slots)
      ? { intent: slots.tickers.length > 1 ? 'compare_quotes' : 'quote', keyword: false }
      : undefined,
];

/** The single- or multi-ticker form of an intent, for the tickers it ends up with. */
export const intentForTickers = (intent: IntentName, count: number): IntentName => {
  if (intent === 'quote' || intent === 'compare_quotes') return count > 1 ? 'compare_quotes' : 'quote';
  if (intent === 'price_chart' || intent === 'compare_chart')
    return count > 1 ? 'compare_chart' : 'price_chart';
  return intent;
};

/** What one part of a question asks for, or undefined when no rule knows. */
export const detectIntent = (slots: Slots): Detection | undefined => {
  for (const detect of DETECTORS) {
    const detection = detect(slots);
    if (detection) return detection;
  }
  return undefined;
};
