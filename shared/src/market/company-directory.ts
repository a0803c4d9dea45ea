import * as z from 'zod';
import directoryData from './company-directory.json';

/**
 * The company directory: the optionable US stocks and ETFs that the market simulator can price and the company
 * lookups can name. Names, exchanges, sectors and option listing style are facts as known when the list was last
 * reviewed; the simulation profile (price, volatility, beta, yield, months) is a rounded approximation that only
 * drives the simulator and is never a quote. Sources, sector lists and rules: COMPANY-DIRECTORY.md next to this file.
 */

/** The 11 GICS sectors, with GICS's own spelling; every stock has one. */
export const gicsSectors = [
  'Information Technology',
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Health Care',
  'Financials',
  'Energy',
  'Industrials',
  'Materials',
  'Real Estate',
  'Utilities',
] as const;
export type GicsSector = (typeof gicsSectors)[number];

/**
 * ETFs have no GICS sector, so they get a category of our own instead. `Technology` (tech and semiconductor
 * funds, QQQ included) is kept apart from `Sector` (every other single-sector fund) because retail investors treat
 * the two very differently when selling calls.
 */
export const etfCategories = [
  'Broad Market',
  'Technology',
  'Sector',
  'Dividend',
  'Commodity',
  'Bond',
  'International',
  'Leveraged',
  'Digital Assets',
] as const;
export type EtfCategory = (typeof etfCategories)[number];
export type Sector = GicsSector | EtfCategory;

/** Primary listing exchanges; options on all of them trade on every US options exchange regardless. */
export const exchanges = ['NASDAQ', 'NYSE', 'NYSE Arca', 'Cboe BZX'] as const;
export type Exchange = (typeof exchanges)[number];

/**
 * 1-5 letters, and a share class after a dot as the exchanges print it (BRK.B). The same convention as the ticker
 * contract, so a parsed request ticker can be looked up as is.
 */
export const COMPANY_TICKER_PATTERN = /^[A-Z]{1,5}(\.[A-Z])?$/;

export const strikeIncrements = [0.5, 1, 2.5, 5] as const;
export type StrikeIncrement = (typeof strikeIncrements)[number];

/**
 * Near-the-money strike spacing by price level: under $25 → 0.50, under $100 → 1, under $500 → 2.50, otherwise 5.
 * Real chains are finer in places (SPY and QQQ list $1 strikes at any price); one rule keeps simulated chains
 * predictable and lets the simulator re-derive the spacing as its price drifts away from the reference price.
 */
export const strikeIncrementFor = (price: number): StrikeIncrement => {
  if (price < 25) return 0.5;
  if (price < 100) return 1;
  if (price < 500) return 2.5;
  return 5;
};

/**
 * One monogram colour per sector or ETF category, so a portfolio's icons read as groups. Icons draw white letters,
 * so every colour is dark enough for WCAG AA contrast against white (checked by the tests).
 */
export const sectorIconColors: Readonly<Record<Sector, string>> = {
  'Information Technology': '#1D4ED8',
  'Communication Services': '#7E22CE',
  'Consumer Discretionary': '#C2410C',
  'Consumer Staples': '#4D7C0F',
  'Health Care': '#0F766E',
  Financials: '#15803D',
  Energy: '#B91C1C',
  Industrials: '#475569',
  Materials: '#A16207',
  'Real Estate': '#BE185D',
  Utilities: '#0E7490',
  'Broad Market': '#1E293B',
  Technology: '#1E40AF',
  Sector: '#3F3F46',
  Dividend: '#166534',
  Commodity: '#92400E',
  Bond: '#374151',
  International: '#115E59',
  Leveraged: '#9F1239',
  'Digital Assets': '#9A3412',
};

const monthSchema = z.number().int().min(1).max(12);

/** Calendar order without repeats, so "is there an ex-dividend date in month m" is a plain `includes`. */
const monthListSchema = z
  .array(monthSchema)
  .refine((months) => months.every((month, index) => index === 0 || month > (months[index - 1] ?? 0)), {
    message: 'months must be unique and in calendar order',
  });

const profileFields = {
  ticker: z.string().regex(COMPANY_TICKER_PATTERN, 'must be 1-5 capital letters, optionally .CLASS'),
  name: z.string().min(1),
  exchange: z.enum(exchanges),
  /** Approximate late-2025 price level the simulator's random walk starts from; never a quote. */
  referencePrice: z.number().positive(),
  /** Annualised historical volatility as a fraction (0.15 = 15 %). */
  annualVolatility: z.number().min(0.05).max(2),
  /** Sensitivity to the broad market, which the simulator uses to correlate tickers. */
  beta: z.number().min(-1).max(5),
  /** Annual yield as a fraction of the reference price; 0 for none. */
  dividendYield: z.number().min(0).max(0.25),
  /** Months (1-12) in which the ex-dividend date usually falls; all 12 for monthly payers. */
  exDividendMonths: monthListSchema,
  strikeIncrement: z.literal(strikeIncrements),
  /** Whether weekly expirations are listed; monthly-only names get only third-Friday expirations. */
  weeklyOptions: z.boolean(),
  iconColor: z.string().regex(/^#[0-9A-F]{6}$/, 'must be an upper-case hex colour such as #1D4ED8'),
};

const stockProfileSchema = z.object({
  ...profileFields,
  type: z.literal('stock'),
  sector: z.enum(gicsSectors),
  /** Months of the four quarterly reports, when the simulator widens implied volatility. */
  earningsMonths: monthListSchema.refine((months) => months.length === 4, {
    message: 'a stock reports four times a year',
  }),
});

const etfProfileSchema = z.object({
  ...profileFields,
  type: z.literal('etf'),
  sector: z.enum(etfCategories),
  earningsMonths: monthListSchema.refine((months) => months.length === 0, {
    message: 'an ETF has no earnings reports',
  }),
});

/** One directory entry. The cross-field rules are the ones COMPANY-DIRECTORY.md documents. */
export const companyProfileSchema = z
  .discriminatedUnion('type', [stockProfileSchema, etfProfileSchema])
  .superRefine((profile, ctx) => {
    const paysDividends = profile.dividendYield > 0;
    const hasExDividendMonths = profile.exDividendMonths.length > 0;
    if (paysDividends !== hasExDividendMonths)
      ctx.addIssue({
        code: 'custom',
        path: ['exDividendMonths'],
        message: 'a dividend payer needs ex-dividend months, and only a dividend payer has them',
      });
    if (profile.strikeIncrement !== strikeIncrementFor(profile.referencePrice))
      ctx.addIssue({
        code: 'custom',
        path: ['strikeIncrement'],
        message: `must be ${strikeIncrementFor(profile.referencePrice)} at a price of ${profile.referencePrice}`,
      });
    if (profile.iconColor !== sectorIconColors[profile.sector])
      ctx.addIssue({
        code: 'custom',
        path: ['iconColor'],
        message: `must be the ${profile.sector} colour ${sectorIconColors[profile.sector]}`,
      });
  });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/**
 * The entries, grouped by GICS sector, then ETFs by category: data, not code (company-directory.json, issue 29 item 5),
 * the simulator's universe and the names the product shows while it runs on the simulator. A live vendor names
 * symbols from its own reference data (functions/src/market-data/company-lookup.ts). Every entry passes
 * `companyProfileSchema` (company-directory.test.ts); it is not parsed at load, to keep cold starts short.
 */
export const companyDirectory: readonly CompanyProfile[] =
  directoryData as unknown as readonly CompanyProfile[];

/** Normalises the way people type tickers: any case, BRK-B (Yahoo) or BRK/B (some brokers) for BRK.B. */
const toDirectoryTicker = (ticker: string): string => ticker.trim().toUpperCase().replace(/[-/]/, '.');

const companiesByTicker: ReadonlyMap<string, CompanyProfile> = new Map(
  companyDirectory.map((company) => [company.ticker, company]),
);

/** The company for a ticker in any case (`brk-b` finds BRK.B), or undefined when the directory does not list it. */
export const findCompany = (ticker: string): CompanyProfile | undefined =>
  companiesByTicker.get(toDirectoryTicker(ticker));

/**
 * The one or two letters drawn on a generated icon: the start of the root symbol, so share classes of one company
 * share a monogram (BRK.B → BR) and one-letter tickers (F, T, O) stay one letter.
 */
export const monogram = (ticker: string): string => {
  const root = toDirectoryTicker(ticker).split('.')[0] ?? '';
  const letters = root.replace(/[^A-Z]/g, '').slice(0, 2);
  if (letters === '') throw new RangeError(`Ticker "${ticker}" has no letters to draw a monogram from`);
  return letters;
};
