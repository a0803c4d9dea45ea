/**
 * The Thetix engine on one core, without I/O: the rule planner over example questions (grouped by the intent it
 * picked) and the materializer over one plan item per query of the catalogue, with the market simulator and the
 * example portfolio held in memory (the same portfolio service the card job reads through, over the in-memory
 * repository, so the figures are the CPU part of a card run without its DynamoDB reads).
 */
import {
  EXAMPLE_CASH_DOLLARS,
  EXAMPLE_CASH_SET_ASIDE_DOLLARS,
  exampleWatchlist,
} from '@thetix/shared/portfolio/example-portfolio';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { newYorkDate, newYorkInstant, previousTradingDay } from '@thetix/shared/calendar/nyse-calendar';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { positionInputsAt } from '@thetix/shared/portfolio/holdings';
import { planItem, queryNames, type PlanItem, type QueryName } from '@thetix/shared/thetix/plan';
import { fixedClock } from '../functions/src/platform/clock';
import { buildPortfolioService } from '../functions/src/portfolio/portfolio-service';
import { createInMemoryPortfolioRepository } from '../functions/src/portfolio/testing/in-memory-portfolio-repository';
import { materialize } from '../functions/src/thetix/materializer/materialize';
import { buildInMemoryPortfolioData } from '../functions/src/thetix/testing/in-memory-portfolio-data';
import type { PortfolioData, QueryContext } from '../functions/src/thetix/materializer/materializer-types';
import type { PlanningTurn } from '../functions/src/thetix/planner/planner-port';
import { intentNames } from '../functions/src/thetix/planner/rule-intents';
import { buildRulePlanner } from '../functions/src/thetix/planner/rule-planner';

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

const BENCH_USER = 'bench-user';
const PLANNING_ROUNDS = 200;
const MATERIALIZE_RUNS = 200;
/** A query slower than this per run gets fewer runs, so the section stays within its time budget. */
const MATERIALIZE_BUDGET_MS = 4000;

/**
 * Two or three questions per intent of the rule planner's grammar (rule-intents.ts), in the product's words. A
 * follow-up is asked after the question in `after`, planned once beforehand as the chat's previous turn. The
 * grouping uses the intent the planner picked, not the one written here.
 */
export const PLANNING_QUESTIONS: readonly { intent: string; question: string; after?: string }[] = [
  { intent: 'quote', question: 'price of AAPL' },
  { intent: 'tax_status', question: 'is my AAPL call qualified?' },
  { intent: 'income_goal', question: 'am I on track for my income goal?' },
  { intent: 'puts_to_sell', question: 'puts to sell on PEP under 60' },
  { intent: 'wheel_campaign', question: 'how is my wheel on KO doing' },
  { intent: 'wheel_basis', question: "what's my real cost basis in AAPL after premiums" },
  { intent: 'wheel_watchlist', question: "what's on my watchlist?" },
  { intent: 'position_what_if', question: 'what if AAPL drops 10% before my call expires' },
  { intent: 'roll_decision', question: 'should I roll or let MSFT get called' },
  { intent: 'quote', question: 'What is MSFT trading at?' },
  { intent: 'quote', question: 'KO quote' },
  { intent: 'compare_quotes', question: 'price of Apple and Coca-Cola' },
  { intent: 'compare_quotes', question: 'AAPL vs MSFT' },
  { intent: 'price_chart', question: 'chart AAPL over the last 90 days' },
  { intent: 'price_chart', question: 'MSFT price history this year' },
  { intent: 'compare_chart', question: 'chart msft vs googl year to date' },
  { intent: 'compare_chart', question: 'compare AAPL and KO performance over the last 6 months' },
  { intent: 'ticker_overview', question: 'tell me about NVDA' },
  { intent: 'ticker_overview', question: 'overview of KO' },
  { intent: 'option_chain', question: 'AAPL option chain' },
  { intent: 'option_chain', question: 'show me MSFT calls expiring next friday' },
  { intent: 'option_chain', question: 'KO puts' },
  { intent: 'option_contract_by_delta', question: 'AAPL 30 delta call next monthly' },
  { intent: 'option_contract_by_delta', question: '0.2 delta call on KO' },
  { intent: 'option_contract_by_strike', question: 'MSFT 450 call next month' },
  { intent: 'option_contract_by_strike', question: 'AAPL $250 strike call' },
  { intent: 'option_contract_otm', question: 'AAPL call 5% out of the money' },
  { intent: 'option_contract_otm', question: 'KO 10% otm calls next monthly' },
  { intent: 'covered_call_candidates_holdings', question: 'best covered calls on my holdings this week' },
  { intent: 'covered_call_candidates_holdings', question: 'which of my stocks pays the most premium' },
  { intent: 'covered_call_candidates_tickers', question: 'covered calls on AAPL and KO' },
  { intent: 'covered_call_candidates_tickers', question: 'best covered calls for NVDA monthly' },
  { intent: 'opportunities', question: 'what should I do today' },
  { intent: 'opportunities', question: 'show my opportunities' },
  { intent: 'rolls', question: 'which calls should I roll' },
  { intent: 'rolls', question: 'roll my AAPL call' },
  { intent: 'rolls', question: 'should I roll my calls expiring this week' },
  { intent: 'closes', question: 'should I buy back any calls' },
  { intent: 'closes', question: 'calls to close for a profit' },
  { intent: 'closes', question: 'which of my calls can I buy back to lock in the profit' },
  { intent: 'positions', question: 'show my positions' },
  { intent: 'positions', question: 'what do I own' },
  { intent: 'position_detail', question: 'how many shares of AAPL do I own' },
  { intent: 'position_detail', question: 'my KO position' },
  { intent: 'portfolio_overview', question: 'how am I doing' },
  { intent: 'portfolio_overview', question: 'portfolio overview' },
  { intent: 'open_calls', question: 'my open calls' },
  { intent: 'open_calls', question: 'show the calls I have sold' },
  { intent: 'expiring_this_week', question: 'what expires this week' },
  { intent: 'expiring_this_week', question: 'which of my options expire friday' },
  { intent: 'assignment_risk', question: 'which of my calls will be assigned' },
  { intent: 'assignment_risk', question: 'assignment risk on my calls' },
  { intent: 'portfolio_value', question: 'chart my portfolio value this year' },
  { intent: 'portfolio_value', question: 'how much is my portfolio worth' },
  { intent: 'income_summary', question: 'My option and dividend income this year by month' },
  { intent: 'income_summary', question: 'how much income did I make last month' },
  { intent: 'dividend_income', question: 'dividends I received this year' },
  { intent: 'dividend_income', question: 'how much have I earned in dividends' },
  { intent: 'option_income', question: 'premium collected this year' },
  { intent: 'option_income', question: 'how much did I make from covered calls last month' },
  { intent: 'transactions', question: 'show my transactions last month' },
  { intent: 'transactions', question: 'trade history for AAPL' },
  { intent: 'dividend_calendar', question: 'upcoming dividends on my holdings' },
  { intent: 'dividend_calendar', question: 'when does KO pay its next dividend' },
  { intent: 'ex_dividend_risk', question: 'ex-dividend risk on my calls' },
  { intent: 'ex_dividend_risk', question: 'early assignment before the ex-div on KO' },
  { intent: 'earnings_calendar', question: 'when does AAPL report earnings' },
  { intent: 'earnings_calendar', question: 'earnings calendar for my holdings' },
  { intent: 'earnings_before_expiry', question: 'earnings before my calls expire' },
  { intent: 'earnings_before_expiry', question: 'does MSFT have earnings before expiry' },
  { intent: 'payoff', question: 'payoff of selling a 30 delta call on AAPL' },
  { intent: 'payoff', question: 'p&l of a KO covered call' },
  {
    intent: 'yield_estimate',
    question: 'what yield can I get selling 30 delta weekly calls on my holdings',
  },
  { intent: 'yield_estimate', question: 'estimated yield on KO monthly calls' },
  { intent: 'alert_above', question: 'alert me when AAPL goes above 250' },
  { intent: 'alert_above', question: 'notify me if MSFT is above 500' },
  { intent: 'alert_below', question: 'alert me when KO drops below 60' },
  { intent: 'alert_below', question: 'tell me if NVDA falls below 100' },
  { intent: 'explain', question: 'what is a covered call' },
  { intent: 'explain', question: 'explain delta' },
  { intent: 'explain', question: 'what does theta mean' },
  { intent: 'follow_up', question: 'and MSFT?', after: 'price of AAPL' },
  { intent: 'follow_up', question: 'year to date', after: 'chart AAPL over the last 90 days' },
  { intent: 'cannot_answer', question: 'what is the meaning of life' },
  { intent: 'cannot_answer', question: 'write me a poem' },
  { intent: 'no_trading', question: 'buy 100 shares of AAPL' },
  { intent: 'no_trading', question: 'sell a call on KO for me' },
  { intent: 'own_data_only', question: "show me my neighbour's positions" },
  { intent: 'own_data_only', question: "what are other users' portfolios" },
  { intent: 'unknown_ticker', question: 'price of ZZZZZ' },
  { intent: 'unknown_ticker', question: 'chart QQQQX' },
];

/** A fixed session afternoon (14:30 New York on the last trading day), so the figures compare run to run. */
export const benchNow = () => newYorkInstant(previousTradingDay(newYorkDate(new Date())), 14, 30);

export interface PlanningResults {
  rounds: number;
  questions: number;
  /** Intents of the grammar that no example question landed on. */
  intentsWithoutSample: string[];
  /** Questions whose picked intent differs from the one the list expects. */
  regrouped: { question: string; expected: string; picked: string }[];
  byIntent: Record<string, { questions: number; plans: number; items: number; p50Ms: number; p95Ms: number }>;
  all: { plans: number; p50Ms: number; p95Ms: number };
}

export async function measurePlanning(): Promise<PlanningResults> {
  const planner = buildRulePlanner();
  const now = benchNow();
  const context = (history: readonly PlanningTurn[]) => ({
    now,
    heldTickers: ['AAPL', 'KO', 'MSFT'],
    history,
  });
  const cases = await Promise.all(
    PLANNING_QUESTIONS.map(async (entry) => {
      const history: PlanningTurn[] = entry.after
        ? [{ question: entry.after, plan: (await planner(entry.after, context([]))).plan }]
        : [];
      const first = await planner(entry.question, context(history));
      return {
        ...entry,
        history,
        picked: first.debug.intents?.[0] ?? 'none',
        items: first.plan.length,
        times: [] as number[],
      };
    }),
  );
  for (let round = 0; round < PLANNING_ROUNDS; round += 1)
    for (const entry of cases) {
      const started = performance.now();
      await planner(entry.question, context(entry.history));
      entry.times.push(performance.now() - started);
    }
  const byIntent: PlanningResults['byIntent'] = {};
  const groups = new Map<string, typeof cases>();
  for (const entry of cases) groups.set(entry.picked, [...(groups.get(entry.picked) ?? []), entry]);
  for (const [intent, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const times = group.flatMap((entry) => entry.times).sort((a, b) => a - b);
    byIntent[intent] = {
      questions: group.length,
      plans: times.length,
      items: round3(group.reduce((sum, entry) => sum + entry.items, 0) / group.length),
      p50Ms: round3(percentile(times, 50)),
      p95Ms: round3(percentile(times, 95)),
    };
  }
  const all = cases.flatMap((entry) => entry.times).sort((a, b) => a - b);
  return {
    rounds: PLANNING_ROUNDS,
    questions: cases.length,
    intentsWithoutSample: intentNames.filter((intent) => !groups.has(intent)),
    regrouped: cases
      .filter((entry) => entry.picked !== entry.intent)
      .map((entry) => ({ question: entry.question, expected: entry.intent, picked: entry.picked })),
    byIntent,
    all: { plans: all.length, p50Ms: round3(percentile(all, 50)), p95Ms: round3(percentile(all, 95)) },
  };
}

/** One plan per query of the catalogue: the measured item is the last; an `llm` item summarises a quote before it. */
export const catalogueItems = (): Record<QueryName, PlanItem[]> => {
  const quote = planItem('quote', 'price', 'Apple', { tickers: ['AAPL'] });
  const nextMonthly = { kind: 'next_monthly' } as const;
  return {
    quote: [quote],
    price_history: [
      planItem('price_history', 'chart', 'MSFT vs GOOGL', {
        tickers: ['MSFT', 'GOOGL'],
        range: { kind: 'year_to_date' },
      }),
    ],
    option_chain: [
      planItem('option_chain', 'optionsChain', 'AAPL calls', { ticker: 'AAPL', expiration: nextMonthly }),
    ],
    option_contract: [
      planItem('option_contract', 'optionContract', 'AAPL 30 delta call', {
        ticker: 'AAPL',
        expiration: nextMonthly,
        select: { by: 'delta', delta: 0.3 },
      }),
    ],
    covered_call_candidates: [
      planItem('covered_call_candidates', 'table', 'Best covered calls', { source: 'holdings' }),
    ],
    opportunities: [planItem('opportunities', 'table', 'Opportunities', {})],
    positions: [planItem('positions', 'table', 'Positions', {})],
    open_calls: [planItem('open_calls', 'table', 'Open calls', {})],
    portfolio_value_history: [
      planItem('portfolio_value_history', 'chart', 'Portfolio value', { range: { kind: 'year_to_date' } }),
    ],
    income_summary: [planItem('income_summary', 'chart', 'Income', { range: { kind: 'year_to_date' } })],
    transactions: [planItem('transactions', 'table', 'Transactions', {})],
    dividend_calendar: [planItem('dividend_calendar', 'table', 'Dividends', { source: 'holdings' })],
    earnings_calendar: [planItem('earnings_calendar', 'table', 'Earnings', { source: 'holdings' })],
    payoff: [
      planItem('payoff', 'payoff', 'AAPL covered call', {
        ticker: 'AAPL',
        calls: [{ quantity: -1, expiration: nextMonthly, select: { by: 'delta', delta: 0.3 } }],
      }),
    ],
    yield_estimate: [planItem('yield_estimate', 'table', 'Yield', { tickers: ['AAPL', 'MSFT', 'KO'] })],
    tax_status: [planItem('tax_status', 'table', 'AAPL call taxes', { ticker: 'AAPL' })],
    roll_decision: [planItem('roll_decision', 'table', 'AAPL call decision', { ticker: 'AAPL' })],
    position_what_if: [
      planItem('position_what_if', 'table', 'AAPL down 10%', { ticker: 'AAPL', move_percent: -10 }),
    ],
    income_goal: [planItem('income_goal', 'chart', 'Income goal', {})],
    wheel_puts: [planItem('wheel_puts', 'table', 'PEP put to sell', { ticker: 'PEP', max_strike: 140 })],
    wheel_campaign: [planItem('wheel_campaign', 'chart', 'Your KO wheel', { ticker: 'KO' })],
    wheel_watchlist: [planItem('wheel_watchlist', 'table', 'Your watchlist', {})],
    opportunity_analysis: [
      planItem('opportunity_analysis', 'table', 'What if', {
        opportunity_id: 'bench-covered-call',
        aspect: 'what_if',
      }),
    ],
    alert: [
      planItem('alert', 'alarm', 'AAPL above 1000', { ticker: 'AAPL', direction: 'above', price: 1000 }),
    ],
    explain: [planItem('explain', 'markdown', 'Covered call', { topic: 'covered_call' })],
    notice: [
      planItem('notice', 'message', 'Notice', { code: 'cannot_answer', suggestions: ['price of AAPL'] }),
    ],
    llm: [
      quote,
      planItem('llm', 'markdown', 'Summary', {
        instruction: 'Summarise the quote',
        refs: [0],
        template: 'quote',
      }),
    ],
  };
};

/**
 * The example portfolio of one user in memory, read through the portfolio service as buildPortfolioData does; the
 * opportunities are the engine's for those holdings (balanced, weekly), generated once as the stored list would be.
 */
export async function examplePortfolioData(now: Date) {
  const market = createMarketSimulator();
  const store = createInMemoryPortfolioRepository();
  let next = 0;
  const service = buildPortfolioService({
    portfolio: store.repository,
    market,
    clock: fixedClock(now.toISOString()),
    ids: () => `bench-${++next}`,
  });
  const loaded = await service.loadExamplePortfolio(BENCH_USER);
  const positions = positionInputsAt(await store.repository.listLines(BENCH_USER), now);
  const opportunities: Opportunity[] = generateOpportunities({
    accountId: loaded.accountId,
    positions,
    goals: Object.fromEntries(
      positions.map((position) => [position.ticker, { riskLevel: 'balanced', cadence: 'weekly' }]),
    ),
    market,
    now,
  }).opportunities;
  const goals = Object.fromEntries(
    positions.map((position) => [
      position.ticker,
      { riskLevel: 'balanced' as const, cadence: 'weekly' as const },
    ]),
  );
  // The example's watchlist and cash (example-wheel.ts), so the wheel queries price real puts.
  const watchlist = exampleWatchlist({ market, now }).map((entry) => ({
    ...entry,
    accountId: loaded.accountId,
    cashForPuts: EXAMPLE_CASH_SET_ASIDE_DOLLARS,
  }));
  const cash = [
    {
      accountId: loaded.accountId,
      name: 'Example account',
      source: 'manual' as const,
      hidden: false,
      cashBalance: EXAMPLE_CASH_DOLLARS,
      cashSource: 'example' as const,
      cashUpdatedAt: now.toISOString(),
      syncedCashBalance: null,
      cashSetAside: EXAMPLE_CASH_SET_ASIDE_DOLLARS,
      cashForPuts: EXAMPLE_CASH_SET_ASIDE_DOLLARS,
    },
  ];
  const base = buildInMemoryPortfolioData({
    service,
    repository: store.repository,
    market,
    now,
    watchlist,
    cash,
    goals,
    opportunities,
  });
  const portfolio: PortfolioData = {
    ...base,
    // The catalogue's opportunity_analysis item names no real id: it reads the first covered call generated.
    opportunity: async () =>
      opportunities.find((opportunity) => opportunity.opportunity_type === 'covered_call'),
  };
  return { market, portfolio, transactions: loaded.transactions, opportunities: opportunities.length };
}

export interface MaterializeResults {
  transactions: number;
  opportunities: number;
  byQuery: Record<string, { runs: number; widget: string; firstMs: number; p50Ms: number; p95Ms: number }>;
}

export async function measureMaterializing(): Promise<MaterializeResults> {
  const now = benchNow();
  const data = await examplePortfolioData(now);
  const items = catalogueItems();
  const byQuery: MaterializeResults['byQuery'] = {};
  for (const query of queryNames) {
    const plan = items[query];
    const context: QueryContext = {
      userId: BENCH_USER,
      now,
      market: data.market,
      portfolio: data.portfolio,
      question: `bench ${query}`,
    };
    // The measured item is the plan's last: its time runs from the call before it to the end of materialize().
    const once = async () => {
      let startedLast = 0;
      const outcome = await materialize({
        context,
        plan,
        beforeItem: async (index) => {
          if (index === plan.length - 1) startedLast = performance.now();
        },
      });
      return { ms: performance.now() - startedLast, widget: outcome.widgets.at(-1)?.widget ?? 'dropped' };
    };
    const first = await once();
    const times: number[] = [];
    const budgetEnds = performance.now() + MATERIALIZE_BUDGET_MS;
    for (let run = 0; run < MATERIALIZE_RUNS && (run < 5 || performance.now() < budgetEnds); run += 1)
      times.push((await once()).ms);
    times.sort((a, b) => a - b);
    byQuery[query] = {
      runs: times.length,
      widget: first.widget,
      firstMs: round3(first.ms),
      p50Ms: round3(percentile(times, 50)),
      p95Ms: round3(percentile(times, 95)),
    };
  }
  return { transactions: data.transactions, opportunities: data.opportunities, byQuery };
}
