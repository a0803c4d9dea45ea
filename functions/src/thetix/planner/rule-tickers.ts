import { companyDirectory, findCompany } from '@thetix/shared/market/company-directory';

/**
 * How the rule planner finds tickers in a question. Symbols are found in any case ("aapl", "$MSFT", "brk-b") and
 * companies by name through the company directory ("Apple", "Coca-Cola", "Google"). Many tickers are also
 * English words (NOW, KEY, SO, LOW, COST, T, F ...), so a lower-case word only counts when it is not a common word,
 * while a word written in capitals (in a question that is not shouted) or after a `$` is taken as meant.
 */

/** Short English words that are (or could be) tickers: never a ticker when written in lower case. */
const COMMON_WORDS = new Set(
  `a i am an as at be by do go he hi if in is it me my no of ok on or so to up us we all and any are ask bid big
  buy can cat cop cost day did ed et for fun get gm got has her him his how key let low ma main may met mo ms mmm
  net new next now old one our out own pay pep pg pm put real riot run safe see sell she snap snow spy stag the
  top two use usb was way who why yes yet you yum coin hood ally ups dis dia dow amt gild hon luv psa lulu hims ba
  aa de ge call calls puts best week year month days show me list give find tell what which when
  will with your from have this that than then them they very well good fast play team true open post cash rent
  love life live fly jobs tech ever kids wash home car cars gas oil gold beat bill boom bond form grow plan hold
  long short rate max min much many more most less high half full last past over under above below into onto
  just only also each both same such here there where much else want need like make made earn earns sold bought
  risk ideas idea price quote chart graph plot trade trades share value worth cheap near far soon today dte itm
  otm atm iv ytd mtd etf etfs ira roth usd eps pe ceo cfo ai us usa uk eu nyse sec fed ipo roi apr apy pnl eod
  faq api csv pdf leap leaps cc csp occ irs gdp cpi ev tldr asap fyi btw imo ny nyc est edt vs id tv pc diy llc
  inc corp yoy qoq hey pls plz thx ty lol omg wtf idk yo its im ive dont cant wont isnt whats hows thats lets
  okay sure please thanks thank help again about after before since until while every some none few
  falls fall drops drop rises rise goes went crashes crash jumps jump tanks tank dips dip climbs climb moves move
  gains loses lose sinks sink rallies rally soars soar plunges plunge slides slide`
    .split(/\s+/)
    .filter(Boolean),
);

/** Function words that are never a ticker, not even right after "price of". */
const FUNCTION_WORDS = new Set(
  'a i an as at be by do if in is it me my of on or so to up us we the and any are can for all you your our this that its'.split(
    ' ',
  ),
);

/**
 * Nicknames and short forms the directory's legal names do not give. Checked by a test against the directory, so
 * an alias can never name a ticker the market model cannot price.
 */
export const companyAliases: Readonly<Record<string, string>> = {
  google: 'GOOGL',
  alphabet: 'GOOGL',
  facebook: 'META',
  meta: 'META',
  coke: 'KO',
  'coca cola': 'KO',
  cocacola: 'KO',
  pepsi: 'PEP',
  disney: 'DIS',
  amazon: 'AMZN',
  nvidia: 'NVDA',
  microsoft: 'MSFT',
  apple: 'AAPL',
  tesla: 'TSLA',
  netflix: 'NFLX',
  'at&t': 'T',
  att: 'T',
  verizon: 'VZ',
  'home depot': 'HD',
  "lowe's": 'LOW',
  lowes: 'LOW',
  "mcdonald's": 'MCD',
  mcdonalds: 'MCD',
  ford: 'F',
  'general motors': 'GM',
  chipotle: 'CMG',
  lululemon: 'LULU',
  'procter & gamble': 'PG',
  'procter and gamble': 'PG',
  'p&g': 'PG',
  'philip morris': 'PM',
  colgate: 'CL',
  kraft: 'KHC',
  'eli lilly': 'LLY',
  lilly: 'LLY',
  'united health': 'UNH',
  unitedhealth: 'UNH',
  'johnson & johnson': 'JNJ',
  'johnson and johnson': 'JNJ',
  'j&j': 'JNJ',
  'bristol myers': 'BMY',
  'bristol-myers': 'BMY',
  'thermo fisher': 'TMO',
  abbott: 'ABT',
  jpmorgan: 'JPM',
  'jp morgan': 'JPM',
  'bank of america': 'BAC',
  bofa: 'BAC',
  'wells fargo': 'WFC',
  citi: 'C',
  citigroup: 'C',
  citibank: 'C',
  goldman: 'GS',
  'goldman sachs': 'GS',
  'morgan stanley': 'MS',
  schwab: 'SCHW',
  berkshire: 'BRK.B',
  'berkshire hathaway': 'BRK.B',
  visa: 'V',
  mastercard: 'MA',
  paypal: 'PYPL',
  amex: 'AXP',
  'american express': 'AXP',
  coinbase: 'COIN',
  robinhood: 'HOOD',
  exxon: 'XOM',
  exxonmobil: 'XOM',
  chevron: 'CVX',
  conoco: 'COP',
  occidental: 'OXY',
  boeing: 'BA',
  caterpillar: 'CAT',
  deere: 'DE',
  'john deere': 'DE',
  'general electric': 'GE',
  honeywell: 'HON',
  fedex: 'FDX',
  lockheed: 'LMT',
  raytheon: 'RTX',
  'delta airlines': 'DAL',
  'delta air lines': 'DAL',
  'southwest airlines': 'LUV',
  northrop: 'NOC',
  'realty income': 'O',
  'con ed': 'ED',
  'con edison': 'ED',
  'super micro': 'SMCI',
  supermicro: 'SMCI',
  'palo alto': 'PANW',
  microstrategy: 'MSTR',
  micron: 'MU',
  cisco: 'CSCO',
  arista: 'ANET',
  palantir: 'PLTR',
  dell: 'DELL',
  't-mobile': 'TMUS',
  rivian: 'RIVN',
  costco: 'COST',
  gilead: 'GILD',
  'hims & hers': 'HIMS',
  truist: 'TFC',
  valero: 'VLO',
  uber: 'UBER',
  freeport: 'FCX',
  nextera: 'NEE',
  's&p 500': 'SPY',
  's&p': 'SPY',
  'nasdaq 100': 'QQQ',
  'nasdaq-100': 'QQQ',
  'dow jones': 'DIA',
  'russell 2000': 'IWM',
};

/**
 * Legal names that are also ordinary words ("target", "strategy", "southern"): they name the company only when
 * written with a capital inside a sentence ("covered calls on Target"), never as the question's first word.
 */
const CAPITALISED_ONLY_NAMES: Readonly<Record<string, string>> = {
  Target: 'TGT',
  Strategy: 'MSTR',
  Southern: 'SO',
  Dominion: 'D',
  Snap: 'SNAP',
  Lucid: 'LCID',
  Southwest: 'LUV',
  Dow: 'DOW',
  Vertex: 'VRTX',
  Carnival: 'CCL',
  Affirm: 'AFRM',
  Upstart: 'UPST',
  HP: 'HPQ',
  '3M': 'MMM',
};

/** Capitalised-only names that are not words, so they count at the start of a question too. */
const NOT_WORDS = new Set(['HP', '3M']);

const LEGAL_SUFFIX =
  /,?\s+(inc\.?|incorporated|corporation|corp\.?|company|companies|co\.?|plc|lp|l\.p\.?|ltd\.?|group|holdings|trust|fund|etf|series 1|shares|&|and)$/i;

/** "The Coca-Cola Company" → "coca-cola"; repeated until no suffix is left ("Lowe's Companies, Inc."). */
const plainName = (name: string): string => {
  let plain = name
    .replace(/\(class [a-z]\)/i, '')
    .replace(/^the\s+/i, '')
    .trim();
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(LEGAL_SUFFIX, '').replace(/[,.]$/, '').trim();
  }
  return plain.toLowerCase();
};

/**
 * Every name a lower-case question may use for a company: the directory's plain names (multi-word ones, or single
 * words that are not common words) and the aliases. The first directory entry wins a shared name (GOOGL before
 * GOOG for "alphabet").
 */
const buildNameIndex = (): ReadonlyMap<string, string> => {
  const index = new Map<string, string>();
  const capitalisedOnly = new Set(Object.keys(CAPITALISED_ONLY_NAMES).map((name) => name.toLowerCase()));
  for (const company of companyDirectory) {
    const name = plainName(company.name);
    const oneWord = !name.includes(' ');
    if (name.length < 3 || capitalisedOnly.has(name) || (oneWord && COMMON_WORDS.has(name))) continue;
    if (!index.has(name)) index.set(name, company.ticker);
    const withoutDotCom = name.replace(/\.com$/, '');
    if (!index.has(withoutDotCom)) index.set(withoutDotCom, company.ticker);
  }
  for (const [alias, ticker] of Object.entries(companyAliases)) index.set(alias, ticker);
  return index;
};

const nameIndex = buildNameIndex();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One alternation, longest names first, so "bank of america" wins over a shorter name inside it. */
const namePattern = new RegExp(
  `(?<![a-z0-9&])(${[...nameIndex.keys()]
    .sort((left, right) => right.length - left.length)
    .map(escapeRegExp)
    .join('|')})(?:'s)?(?![a-z0-9&])`,
  'g',
);

const capitalisedPattern = new RegExp(
  `(?<![A-Za-z0-9&])(${Object.keys(CAPITALISED_ONLY_NAMES).join('|')})(?:'s)?(?![A-Za-z0-9&])`,
  'g',
);

/** A symbol as typed: `$` optional, 1-5 letters, a share class after a dot, dash or slash (BRK.B, brk-b). */
const symbolPattern = /(?<![A-Za-z0-9$&'.-])(\$?)([A-Za-z]{1,5}(?:[./-][A-Za-z])?)(?![A-Za-z0-9&])/g;

/** Words after which a lower-case word is very likely a symbol: "price of zzzz", "chart nflx", "ticker xyz". */
const SYMBOL_SLOT =
  /(?:price of|prices of|quote (?:for|on)|quote|chart(?: of)?|graph(?: of)?|ticker|symbol|stock)\s+$/i;

export interface TickerMatch {
  readonly ticker: string;
  /** Where it was found in the question, for ordering and for the debug notes. */
  readonly index: number;
  readonly text: string;
  readonly how: 'symbol' | 'name';
}

export interface TickerFindings {
  /** Known tickers in the order the question names them, without repeats. */
  readonly tickers: readonly string[];
  /** Symbol-looking words the directory does not know ("ZZZZZ"), upper case, in order. */
  readonly unknown: readonly string[];
  readonly matches: readonly TickerMatch[];
}

export interface TickerFinderOptions {
  /** Words that name something else in this question (glossary terms such as "iv", "itm"): never a symbol. */
  readonly reservedWords?: ReadonlySet<string>;
}

const isShouted = (question: string): boolean =>
  !/[a-z]/.test(question) && (question.match(/[A-Z]{2,}/g) ?? []).length >= 2;

/** Finds the tickers a question names, by company name first and then by symbol. */
export const findTickers = (question: string, options: TickerFinderOptions = {}): TickerFindings => {
  const reserved = options.reservedWords ?? new Set<string>();
  const matches: TickerMatch[] = [];
  const unknown: { symbol: string; index: number }[] = [];
  const taken: [number, number][] = [];
  const overlapsTaken = (start: number, end: number) => taken.some(([from, to]) => start < to && end > from);

  const lower = question.toLowerCase();
  for (const match of lower.matchAll(namePattern)) {
    const name = match[1] ?? '';
    const ticker = nameIndex.get(name);
    if (!ticker) continue;
    matches.push({
      ticker,
      index: match.index,
      text: question.slice(match.index, match.index + name.length),
      how: 'name',
    });
    taken.push([match.index, match.index + match[0].length]);
  }
  for (const match of question.matchAll(capitalisedPattern)) {
    const name = match[1] ?? '';
    const ticker = CAPITALISED_ONLY_NAMES[name];
    const sentenceStart = !NOT_WORDS.has(name) && /(^|[.!?]\s*)$/.test(question.slice(0, match.index));
    if (!ticker || sentenceStart || overlapsTaken(match.index, match.index + name.length)) continue;
    matches.push({ ticker, index: match.index, text: name, how: 'name' });
    taken.push([match.index, match.index + match[0].length]);
  }

  const shouted = isShouted(question);
  for (const match of question.matchAll(symbolPattern)) {
    const [, dollar, raw = ''] = match;
    const start = match.index + (dollar?.length ?? 0);
    if (overlapsTaken(match.index, start + raw.length)) continue;
    const symbol = raw.toUpperCase().replace(/[-/]/, '.');
    const word = raw.toLowerCase();
    const known = findCompany(symbol)?.ticker;
    const capitals = !shouted && raw === raw.toUpperCase();
    const inSlot = SYMBOL_SLOT.test(question.slice(0, match.index));
    const reservedWord = reserved.has(word) || (FUNCTION_WORDS.has(word) && !capitals);
    let accept: 'known' | 'unknown' | undefined;
    if (dollar) accept = known ? 'known' : 'unknown';
    else if (reservedWord) accept = undefined;
    else if (capitals) {
      if (known) accept = 'known';
      else if (symbol.length >= 2 && !COMMON_WORDS.has(word)) accept = 'unknown';
    } else if (known && symbol.length >= 2 && (!COMMON_WORDS.has(word) || inSlot)) accept = 'known';
    else if (inSlot && !known && symbol.length >= 2 && !COMMON_WORDS.has(word)) accept = 'unknown';
    if (accept === 'known' && known) matches.push({ ticker: known, index: start, text: raw, how: 'symbol' });
    if (accept === 'unknown') unknown.push({ symbol, index: start });
  }

  matches.sort((left, right) => left.index - right.index);
  return {
    tickers: [...new Set(matches.map((match) => match.ticker))],
    unknown: [
      ...new Set(unknown.sort((left, right) => left.index - right.index).map((entry) => entry.symbol)),
    ],
    matches,
  };
};

/** Whether a word is a common English word the finder refuses as a lower-case ticker (exported for the tests). */
export const isCommonWord = (word: string): boolean => COMMON_WORDS.has(word.toLowerCase());
