import type { CoveredCallDetails, HoldingReview, Opportunity } from '@thetix/shared/contracts/opportunities';
import type { Performance, Position } from '@thetix/shared/contracts/portfolio';

/**
 * Thetix's public evaluation set (issue 28 item 4): questions investors ask, in their words (paraphrases, typos,
 * lower-case tickers, company names, several parts, follow-ups), each with the facts a right answer holds. The facts
 * are never written down as numbers: each expectation is computed at test time from what the product's own pages
 * read (Gains' performance, the positions, the dashboard's opportunities, the position page's holdings review), so
 * the set checks that answers agree with the pages on any data. Scored by evaluation.integration.test.ts.
 */

/** What the pages show the user, read from the API before the questions are asked. */
export interface PageFacts {
  readonly performance: Performance;
  readonly positions: readonly Position[];
  readonly holdings: readonly HoldingReview[];
  readonly opportunities: readonly Opportunity[];
}

/** One fact a right answer holds. `in: 'answer'` reads the Answer widget only; `'all'` every widget's JSON. */
export type Expectation =
  | { readonly kind: 'contains'; readonly text: string; readonly in?: 'answer' | 'all' }
  | { readonly kind: 'absent'; readonly text: string; readonly in?: 'answer' | 'all' }
  | { readonly kind: 'widget'; readonly widget: string }
  | {
      readonly kind: 'rows';
      readonly describe: string;
      readonly test: (rows: Record<string, unknown>[]) => boolean;
    };

export interface EvaluationQuestion {
  /** What the question asks for, for the per-intent table. */
  readonly intent: string;
  /** One question, or a conversation whose last answer is checked. */
  readonly turns: readonly string[];
  readonly expect: (page: PageFacts) => readonly Expectation[];
}

const dollars = (amount: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const wholeNumber = (value: number): string => Math.floor(value).toLocaleString('en-US');
const ACTION_LABELS = { close: 'Close', roll: 'Roll', let_expire: 'Let expire', hold: 'Hold' } as const;

const contains = (text: string, where: 'answer' | 'all' = 'answer'): Expectation => ({
  kind: 'contains',
  text,
  in: where,
});
const absent = (text: string, where: 'answer' | 'all' = 'answer'): Expectation => ({
  kind: 'absent',
  text,
  in: where,
});
const widget = (kind: string): Expectation => ({ kind: 'widget', widget: kind });

const position = (page: PageFacts, ticker: string): Position | undefined =>
  page.positions.find((held) => held.ticker === ticker && held.amount > 0);

const coveredCall = (page: PageFacts, ticker: string): CoveredCallDetails | undefined => {
  const found = page.opportunities.find(
    (item) => item.opportunity_type === 'covered_call' && item.primary_ticker === ticker,
  );
  const details = found?.details as CoveredCallDetails | undefined;
  return details && details.tradeable_contracts > 0 ? details : undefined;
};

/** Contracts the holding can still write: the dashboard's covered call, else the shares less the calls open. */
const writable = (page: PageFacts, ticker: string): number => {
  const held = position(page, ticker);
  if (!held) return 0;
  return (
    coveredCall(page, ticker)?.tradeable_contracts ??
    Math.max(0, Math.floor(held.amount / 100) - held.totalOpenContracts)
  );
};

const openCalls = (page: PageFacts) =>
  page.holdings.flatMap((holding) => holding.open_calls.map((call) => ({ ticker: holding.ticker, call })));

/** The first open call to expire: what "my call that expires today" means. */
const soonestCall = (page: PageFacts) =>
  [...openCalls(page)].sort((a, b) => a.call.days_to_expiry - b.call.days_to_expiry)[0];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Nov 27" for "2026-11-27", as answers print a date within the year ahead. */
const monthDay = (date: string): string =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;

const TICKERS = [
  { ticker: 'AAPL', name: 'Apple' },
  { ticker: 'KO', name: 'Coca-Cola' },
  { ticker: 'MSFT', name: 'Microsoft' },
] as const;

const perTicker = (
  intent: string,
  phrasings: readonly ((ticker: string, name: string) => string)[],
  expect: (ticker: string) => (page: PageFacts) => readonly Expectation[],
): EvaluationQuestion[] =>
  TICKERS.flatMap(({ ticker, name }) =>
    phrasings.map((phrase) => ({ intent, turns: [phrase(ticker, name)], expect: expect(ticker) })),
  );

const one = (
  intent: string,
  questions: readonly string[],
  expect: (page: PageFacts) => readonly Expectation[],
): EvaluationQuestion[] => questions.map((question) => ({ intent, turns: [question], expect }));

const optionIncome = (page: PageFacts) => [
  contains(dollars(page.performance.incomeSince.yearToDate.options)),
];
const totalIncome = (page: PageFacts) => [
  contains(dollars(page.performance.incomeSince.yearToDate.totalIncome)),
  contains(dollars(page.performance.incomeSince.yearToDate.options)),
];
const dividendIncome = (page: PageFacts) => [
  contains(dollars(page.performance.incomeSince.yearToDate.dividends)),
];

/** The covered calls the dashboard lists for the holdings: each one's contracts and strike, and none on a covered holding. */
const dashboardCalls = (page: PageFacts): Expectation[] => [
  ...TICKERS.flatMap(({ ticker }) => {
    const call = coveredCall(page, ticker);
    return call ? [contains(`${call.tradeable_contracts} ${ticker} $${call.strike} call`)] : [];
  }),
  ...TICKERS.filter(({ ticker }) => position(page, ticker) && writable(page, ticker) === 0).map(
    ({ ticker }) => ({
      kind: 'rows' as const,
      describe: `no covered call suggested on fully covered ${ticker}`,
      test: (rows: Record<string, unknown>[]) =>
        !rows.some((row) => row.ticker === ticker && 'strike' in row),
    }),
  ),
];

const decision = (page: PageFacts): Expectation[] => {
  const soonest = soonestCall(page);
  if (!soonest) return [contains('No open calls')];
  return [contains(soonest.ticker), contains(`**${ACTION_LABELS[soonest.call.action]}**`)];
};

const losing = (page: PageFacts): Expectation[] => {
  const losers = page.positions.filter((held) => held.amount > 0 && held.totalGainPercent < 0);
  if (losers.length === 0) return [contains('**No**')];
  return [contains('**Yes**'), ...losers.map((held) => contains(`**${held.ticker}**`))];
};

export const evaluationSet: readonly EvaluationQuestion[] = [
  ...one(
    'option income',
    [
      'how much options income have I made this year?',
      'option income ytd',
      'what have my covered calls earned this year',
      'how much premium have I collected this year',
      'total call premium this year?',
      'how much did my calls make me this year',
      'options income year to date',
      'whats my option incme this year',
      'income from options so far this year',
      'how much have i earned selling calls this year',
      'show my option income this year',
      'Premium income YTD',
    ],
    optionIncome,
  ),
  ...one(
    'income',
    [
      'income this year',
      'how much income have I made this year?',
      "what's my total income ytd",
      'how much did I make this year',
      'total income so far this year',
      'income ytd?',
      'how much have I received this year',
      'what did my portfolio pay me this year',
    ],
    totalIncome,
  ),
  ...one('income', ['show me my income this year by month', 'chart my income this year'], (page) => [
    ...totalIncome(page),
    widget('chart'),
  ]),
  ...one(
    'dividend income',
    [
      'dividend income this year',
      'how much did I get in dividends this year',
      'dividends received ytd',
      'what have my dividends paid me this year',
      'dividends so far this year',
      'divdend income this year',
    ],
    dividendIncome,
  ),
  ...perTicker(
    'shares held',
    [
      (_ticker, name) => `how many shares of ${name} do I have`,
      (ticker) => `how many ${ticker.toLowerCase()} shares do i own`,
      (ticker) => `my ${ticker} position`,
    ],
    (ticker) => (page) => {
      const held = position(page, ticker);
      return held ? [contains(`${wholeNumber(held.amount)} ${ticker}`)] : [contains(`no ${ticker}`)];
    },
  ),
  ...perTicker(
    'average cost',
    [
      (ticker) => `what's my average cost on ${ticker}`,
      (_ticker, name) => `avg cost ${name.toLowerCase()}`,
      (ticker) => `what did I pay for my ${ticker} shares`,
      (ticker) => `cost basis of ${ticker.toLowerCase()}`,
    ],
    (ticker) => (page) => {
      const held = position(page, ticker);
      return held ? [contains(dollars(Math.round(held.avgCostBasis * 100) / 100)), contains(ticker)] : [];
    },
  ),
  ...perTicker(
    'coverage',
    [
      (ticker) => `is my ${ticker} position covered?`,
      (ticker) => `how many ${ticker} shares are free`,
      (_ticker, name) => `are my ${name} shares covered`,
    ],
    (ticker) => (page) => {
      const held = position(page, ticker);
      if (!held) return [];
      const free = Math.max(0, Math.floor(held.amount) - held.totalOpenContracts * 100);
      return held.totalOpenContracts === 0
        ? [contains(`none of your ${wholeNumber(held.amount)} ${ticker}`)]
        : [
            contains(`${held.totalOpenContracts} open call`),
            contains(`${wholeNumber(free)} shares are free`),
          ];
    },
  ),
  ...perTicker(
    'writable contracts',
    [
      (ticker) => `how many more calls can I sell on ${ticker}?`,
      (ticker) => `how many contracts can i write on ${ticker.toLowerCase()}`,
      (_ticker, name) => `can I sell more covered calls on my ${name} shares?`,
      (ticker) => `how many calls can I still write on ${ticker}`,
    ],
    (ticker) => (page) => {
      const count = writable(page, ticker);
      return [contains(count > 0 ? `sell **${count.toLocaleString('en-US')} more**` : "can't sell another")];
    },
  ),
  ...perTicker(
    'premium for a whole holding',
    [
      (ticker) => `how much cash would writing calls on all of my ${ticker} bring?`,
      (_ticker, name) => `how much premium would I get selling calls on all my ${name} shares`,
    ],
    (ticker) => (page) => {
      const count = writable(page, ticker);
      return count > 0 ? [contains(`**${count} contract`)] : [contains(`No ${ticker} call`)];
    },
  ),
  ...one(
    'covered calls on holdings',
    [
      'best covered calls on my holdings',
      'what covered calls should I sell?',
      'which of my stocks should I write calls on',
      'covered call ideas for my portfolio',
      'best calls to sell on my stocks',
      'what calls can I sell on my shares',
      'top covered calls for me',
      'covered calls on everything I own',
    ],
    dashboardCalls,
  ),
  ...one('risk words', ['conservative covered calls on MSFT', 'safe calls to sell on msft'], () => [
    contains('MSFT'),
    {
      kind: 'rows',
      describe: 'every call in the Conservative band (delta under 0.20)',
      test: (rows) => rows.length > 0 && rows.every((row) => Number(row.delta) < 0.2),
    },
  ]),
  ...one(
    'risk words',
    ['aggressive covered calls on my holdings', 'high risk calls for max premium on my stocks'],
    () => [
      {
        kind: 'rows',
        describe: 'every call in the Aggressive band (delta above 0.35)',
        test: (rows) => rows.length > 0 && rows.every((row) => Number(row.delta) > 0.35),
      },
    ],
  ),
  ...one(
    'open call decision',
    [
      'should I roll or let my call that expires today go?',
      'what should I do with my AAPL call',
      'should I close my aapl call?',
      'roll or close my apple call?',
      'what do I do about my open calls',
      'should i let my AAPL call expire or buy it back',
    ],
    decision,
  ),
  ...one(
    'open calls',
    ['show my open calls', 'what calls have I sold?', 'my open options', 'list my short calls'],
    (page) => [contains(`${openCalls(page).length} open call`), ...decision(page).slice(1)],
  ),
  ...one(
    'expiring this week',
    ['what expires this week', 'anything expiring this week?', 'which of my calls expire friday'],
    (page) => {
      const soonest = soonestCall(page);
      return soonest ? [contains(soonest.ticker), contains(`**${ACTION_LABELS[soonest.call.action]}**`)] : [];
    },
  ),
  ...one(
    'assignment risk',
    ['which of my calls could be assigned', 'will my AAPL call get assigned?', 'am I at risk of assignment'],
    (page) => {
      const soonest = soonestCall(page);
      return soonest ? [contains(soonest.ticker)] : [];
    },
  ),
  ...one(
    'losing money',
    [
      'am I losing money on anything?',
      'which of my stocks are under water',
      'are any of my positions down?',
      'what am I losing money on',
      'which holdings are below my cost',
    ],
    losing,
  ),
  ...one(
    'positions',
    ['show my positions', 'what do I own?', 'list my holdings', "what's in my portfolio"],
    (page) => [contains(`${page.positions.filter((held) => held.amount > 0).length} positions`)],
  ),
  ...one(
    'portfolio value',
    ["what's my portfolio worth", 'portfolio value this year', 'how has my portfolio done'],
    () => [contains('Your portfolio is worth'), widget('chart')],
  ),
  ...one(
    'quote',
    ['price of AAPL', 'aapl', 'how much is apple stock', 'AAPL quote', 'where is apple trading'],
    () => [contains('**AAPL** trades at'), widget('price')],
  ),
  ...one('quote', ['What is Coca-Cola trading at?', '$ko', 'ko price'], () => [contains('**KO** trades at')]),
  ...one('compare', ['compare KO and PEP', 'apple vs microsoft price', 'price of msft and googl'], () => [
    contains(' today'),
    widget('table'),
  ]),
  ...one(
    'price chart',
    ['chart AAPL last 90 days', 'how has msft done this year', 'KO price history 6 months'],
    () => [contains('moved'), widget('chart')],
  ),
  ...one(
    'implied volatility',
    [
      "what's AAPL's implied volatility?",
      'msft iv',
      'implied vol on coca cola next month',
      'what is the IV of KO',
    ],
    () => [contains('implied volatility is'), absent('trades at')],
  ),
  ...one(
    'option contract',
    ['AAPL 30 delta call next month', 'MSFT $500 call december', 'KO 5% otm call'],
    () => [contains('is quoted at')],
  ),
  ...one(
    'option chain',
    ['show me the AAPL option chain', 'msft calls next friday', 'KO option chain'],
    () => [widget('optionsChain')],
  ),
  ...one(
    'earnings',
    ['when does apple report earnings', 'upcoming earnings on my holdings', 'next earnings for msft'],
    () => [contains('earnings')],
  ),
  ...one(
    'dividend calendar',
    ["when is KO's next ex-dividend date", 'upcoming dividends on my holdings'],
    () => [contains('ex-dividend')],
  ),
  ...one(
    'ex-dividend risk',
    ['ex-dividend risk on my calls', 'could I be assigned early before KO goes ex-dividend'],
    () => [contains('ex-dividend')],
  ),
  ...one(
    'earnings before expiry',
    ['do any of my calls expire after earnings?', 'are my calls exposed to earnings'],
    () => [contains('earnings')],
  ),
  ...one(
    'payoff',
    ['payoff of selling a 30 delta call on 100 AAPL shares', 'show me the p&l of a covered call on msft'],
    () => [contains('breaks even'), widget('payoff')],
  ),
  ...one(
    'yield estimate',
    ['what yield can I get selling 0.3 delta calls on KO', 'estimated yield of weekly calls on msft'],
    () => [contains('annualized')],
  ),
  ...one('alert', ['alert me when AAPL goes above 400', 'notify me if KO drops below 50'], () => [
    contains('alert level'),
    widget('alarm'),
  ]),
  ...one('explain', ['what is delta?', 'explain theta', "what's a covered call"], () => [widget('markdown')]),
  ...one(
    'income against a goal',
    ['am I on track for $4,000 a month?', 'I want to make $5k a month from calls, am I on pace?'],
    (page) => [contains('goal'), contains(dollars(page.performance.incomeSince.yearToDate.options))],
  ),
  ...one(
    'covered calls for a goal',
    ['I want $2,000 a month from covered calls, what should I sell?'],
    () => [contains('$2,000.00'), contains('a month')],
  ),
  ...one('opportunities', ['what should I do today', 'any suggestions?', 'show my opportunities'], () => [
    contains('suggestion'),
  ]),
  ...one('several parts', ['price of AAPL and my open calls'], (page) => [
    contains('**AAPL** trades at'),
    contains(`${openCalls(page).length} open call`),
  ]),
  ...one('several parts', ['income this year and best covered calls on my holdings'], (page) => [
    ...totalIncome(page),
    ...dashboardCalls(page),
  ]),
  ...one('several parts', ["how many shares of KO do I have and what's my average cost on it"], (page) => {
    const held = position(page, 'KO');
    return held
      ? [
          contains(`${wholeNumber(held.amount)} KO`),
          contains(dollars(Math.round(held.avgCostBasis * 100) / 100)),
        ]
      : [];
  }),
  ...one(
    'several parts',
    ['price of AAPL, chart MSFT ytd, my open calls, income this year and best covered calls'],
    (page) => [
      contains('**AAPL** trades at'),
      contains('**MSFT** moved'),
      contains(`${openCalls(page).length} open call`),
      ...totalIncome(page),
      widget('chart'),
      widget('price'),
    ],
  ),
  {
    intent: 'follow-up',
    turns: ['chart msft ytd', 'and KO?'],
    expect: () => [contains('**KO** moved'), widget('chart')],
  },
  {
    intent: 'follow-up',
    turns: ['how many shares of KO do I have', 'and MSFT?'],
    expect: (page) => {
      const held = position(page, 'MSFT');
      return held ? [contains(`${wholeNumber(held.amount)} MSFT`)] : [];
    },
  },
  {
    intent: 'follow-up',
    turns: ['price of apple', 'chart it over the last year'],
    expect: () => [contains('**AAPL** moved'), widget('chart')],
  },
  ...one('option income', ['option income last month', 'how much premium did I collect last month'], () => [
    contains('options income last month'),
  ]),
  ...one('income', ['income last year', 'how much did I earn in 2025'], (page) => [
    contains(`in ${Number(page.performance.incomeSince.yearToDate.since.slice(0, 4)) - 1}`),
  ]),
  ...one('income', ['my premium income by month'], (page) => [...optionIncome(page), widget('chart')]),
  ...one(
    'dividend income',
    ['total dividends this year', 'how much in dividends have I received this year'],
    dividendIncome,
  ),
  ...one('positions', ["what's my biggest position", 'which is my largest holding'], (page) => {
    const biggest = [...page.positions]
      .filter((held) => held.amount > 0)
      .sort((a, b) => b.amount * b.currentPrice - a.amount * a.currentPrice)[0];
    return biggest ? [contains(`the largest is ${biggest.ticker}`)] : [];
  }),
  ...one(
    'writable contracts',
    [
      'how many contracts can I sell in total',
      'which holdings can I still write calls on',
      'do I have any uncovered shares',
    ],
    (page) =>
      TICKERS.filter(({ ticker }) => writable(page, ticker) > 0).map(({ ticker }) =>
        contains(`${ticker} ${writable(page, ticker).toLocaleString('en-US')} (`),
      ),
  ),
  ...one('open calls', ['when does my AAPL call expire', 'when do my calls expire'], (page) => {
    const soonest = soonestCall(page);
    return soonest ? [contains(monthDay(soonest.call.expiration))] : [];
  }),
  ...one(
    'open calls',
    ['how much of the premium have I captured on my apple call', 'how much premium is left on my calls'],
    (page) => {
      const soonest = soonestCall(page);
      return soonest
        ? [contains(`${(soonest.call.premium_captured * 100).toFixed(0)}% of the premium captured`)]
        : [];
    },
  ),
  ...one('open calls', ['show me my AAPL calls'], (page) => decision(page)),
  ...one(
    'covered calls on holdings',
    ['which stock gives the best premium', 'highest yielding covered call on my stocks'],
    dashboardCalls,
  ),
  ...one('portfolio overview', ['how am I doing?', 'give me a summary of my portfolio'], (page) => [
    contains(dollars(page.performance.incomeSince.yearToDate.totalIncome)),
    contains(`${page.positions.filter((held) => held.amount > 0).length} positions`),
  ]),
  ...one('coverage', ['is KO covered', 'is msft covered?'], () => [contains('shares')]),
  ...one('shares held', ['how many shares do I own of microsoft'], (page) => {
    const held = position(page, 'MSFT');
    return held ? [contains(`${wholeNumber(held.amount)} MSFT`)] : [];
  }),
  ...one('average cost', ['msft avg price'], (page) => {
    const held = position(page, 'MSFT');
    return held ? [contains(dollars(Math.round(held.avgCostBasis * 100) / 100))] : [];
  }),
  ...one(
    'covered calls on a ticker',
    ["what's the best call to sell on KO this month", 'best covered call on msft'],
    () => [contains('call'), contains('a share')],
  ),
  ...one('option contract', ['how much would I get for selling one AAPL call next month'], () => [
    contains('a share'),
  ]),
  ...one('dividend calendar', ['show upcoming ex-dividend dates'], () => [contains('ex-dividend')]),
  ...one('earnings', ['ko earnings date'], () => [contains('KO')]),
  ...one('open call decision', ['Should I roll my AAPL call?', 'close or keep my apple call?'], decision),
  ...one('refusal', ['buy 100 shares of AAPL', 'sell 2 calls on KO for me'], () => [
    contains('places no orders', 'all'),
  ]),
  ...one('refusal', ['what does my neighbour own?'], () => [contains('your own accounts', 'all')]),
  ...one('transactions', ['show my trades this year', 'my AAPL transactions'], () => [
    contains('transaction group'),
  ]),
];
