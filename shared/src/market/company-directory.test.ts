import { describe, expect, it } from 'vitest';
import {
  COMPANY_TICKER_PATTERN,
  companyDirectory,
  companyProfileSchema,
  etfCategories,
  findCompany,
  gicsSectors,
  monogram,
  sectorIconColors,
  strikeIncrementFor,
  type CompanyProfile,
} from './company-directory';

const stocks = companyDirectory.filter((company) => company.type === 'stock');
const etfs = companyDirectory.filter((company) => company.type === 'etf');

const requireCompany = (ticker: string): CompanyProfile => {
  const company = findCompany(ticker);
  if (!company) throw new Error(`${ticker} is missing from the directory`);
  return company;
};

/** WCAG 2.x contrast ratio between a colour and white: https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio */
const contrastWithWhite = (hex: string): number => {
  const channel = (offset: number): number => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
};

describe('companyDirectory', () => {
  it('holds only entries that pass the schema', () => {
    const failures = companyDirectory.flatMap((company) => {
      const result = companyProfileSchema.safeParse(company);
      return result.success ? [] : [`${company.ticker}: ${result.error.message}`];
    });

    expect(failures).toEqual([]);
  });

  it('lists at least 160 companies, mostly stocks with a real set of ETFs', () => {
    expect(companyDirectory.length).toBeGreaterThanOrEqual(160);
    expect(stocks.length).toBeGreaterThanOrEqual(120);
    expect(etfs.length).toBeGreaterThanOrEqual(25);
  });

  it('has unique tickers of 1-5 letters with an optional .CLASS suffix', () => {
    const tickers = companyDirectory.map((company) => company.ticker);

    expect(new Set(tickers).size).toBe(tickers.length);
    for (const ticker of tickers) expect(ticker).toMatch(/^[A-Z]{1,5}(\.[A-Z])?$/);
    expect(tickers).toContain('BRK.B');
  });

  it('gives ETFs no earnings months and stocks four', () => {
    for (const etf of etfs) expect(etf.earningsMonths, etf.ticker).toEqual([]);
    for (const stock of stocks) expect(stock.earningsMonths, stock.ticker).toHaveLength(4);
  });

  it('gives dividend payers ex-dividend months, and only them', () => {
    for (const company of companyDirectory) {
      const paysDividends = company.dividendYield > 0;
      expect(company.exDividendMonths.length > 0, company.ticker).toBe(paysDividends);
    }
  });

  it('lists all 12 months for monthly payers', () => {
    for (const ticker of ['O', 'MAIN', 'STAG', 'ADC', 'AGNC', 'JEPI', 'DIA'])
      expect(requireCompany(ticker).exDividendMonths, ticker).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
  });

  it('uses the documented strike increment for every reference price', () => {
    for (const company of companyDirectory)
      expect(company.strikeIncrement, company.ticker).toBe(strikeIncrementFor(company.referencePrice));
  });

  it('has at least 15 names with monthly options only', () => {
    const monthlyOnly = companyDirectory.filter((company) => !company.weeklyOptions);

    expect(monthlyOnly.length).toBeGreaterThanOrEqual(15);
    expect(requireCompany('SPY').weeklyOptions).toBe(true);
    expect(requireCompany('AAPL').weeklyOptions).toBe(true);
  });

  it('covers every GICS sector with stocks and every ETF category with funds', () => {
    const stockSectors = new Set(stocks.map((stock) => stock.sector));
    const etfSectors = new Set(etfs.map((etf) => etf.sector));

    expect([...gicsSectors].filter((sector) => !stockSectors.has(sector))).toEqual([]);
    expect([...etfCategories].filter((category) => !etfSectors.has(category))).toEqual([]);
  });

  it('colours icons by sector, dark enough for white letters (WCAG AA, 4.5:1)', () => {
    for (const company of companyDirectory)
      expect(company.iconColor, company.ticker).toBe(sectorIconColors[company.sector]);
    for (const [sector, colour] of Object.entries(sectorIconColors))
      expect(contrastWithWhite(colour), sector).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the simulation profile in plausible ranges for the well-known names', () => {
    const ko = requireCompany('KO');
    const tsla = requireCompany('TSLA');

    expect(ko.annualVolatility).toBeLessThan(tsla.annualVolatility);
    expect(tsla.dividendYield).toBe(0);
    expect(requireCompany('SPY').beta).toBe(1);
  });
});

describe('strikeIncrementFor', () => {
  it.each([
    [3, 0.5],
    [24.99, 0.5],
    [25, 1],
    [99.99, 1],
    [100, 2.5],
    [499.99, 2.5],
    [500, 5],
    [1000, 5],
  ])('spaces strikes around $%s by %s', (price, increment) => {
    expect(strikeIncrementFor(price)).toBe(increment);
  });
});

describe('companyProfileSchema', () => {
  const apple = requireCompany('AAPL');
  const spy = requireCompany('SPY');

  it('refuses an ETF with earnings months', () => {
    const result = companyProfileSchema.safeParse({ ...spy, earningsMonths: [1, 4, 7, 10] });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('earningsMonths');
  });

  it('refuses a stock with an ETF category for a sector', () => {
    expect(companyProfileSchema.safeParse({ ...apple, sector: 'Broad Market' }).success).toBe(false);
  });

  it('refuses a dividend payer without ex-dividend months', () => {
    const result = companyProfileSchema.safeParse({ ...apple, exDividendMonths: [] });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['exDividendMonths']);
  });

  it('refuses months out of calendar order or repeated', () => {
    expect(companyProfileSchema.safeParse({ ...apple, exDividendMonths: [5, 2, 8, 11] }).success).toBe(false);
    expect(companyProfileSchema.safeParse({ ...apple, exDividendMonths: [2, 2, 8, 11] }).success).toBe(false);
  });

  it('refuses a strike increment that breaks the price rule', () => {
    const result = companyProfileSchema.safeParse({ ...apple, strikeIncrement: 0.5 });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must be 2.5 at a price of 270']);
  });

  it('refuses a lower-case or hyphenated ticker', () => {
    expect(companyProfileSchema.safeParse({ ...apple, ticker: 'aapl' }).success).toBe(false);
    expect(companyProfileSchema.safeParse({ ...apple, ticker: 'BRK-B' }).success).toBe(false);
    expect(COMPANY_TICKER_PATTERN.test('BRK.B')).toBe(true);
  });
});

describe('findCompany', () => {
  it('finds a ticker in any case and around stray spaces', () => {
    const apple = companyDirectory.find((company) => company.ticker === 'AAPL');

    expect(findCompany('AAPL')).toBe(apple);
    expect(findCompany('aapl')).toBe(apple);
    expect(findCompany(' AaPl ')).toBe(apple);
  });

  it.each(['BRK.B', 'brk.b', 'BRK-B', 'brk/b'])('finds Berkshire class B as %s', (ticker) => {
    expect(findCompany(ticker)?.name).toBe('Berkshire Hathaway Inc. (Class B)');
  });

  it.each(['ZZZZZ', 'BRK.A', '', 'AAPL.X'])('returns undefined for %j, which is not listed', (ticker) => {
    expect(findCompany(ticker)).toBeUndefined();
  });
});

describe('monogram', () => {
  it.each([
    ['AAPL', 'AA'],
    ['tsla', 'TS'],
    ['F', 'F'],
    ['BRK.B', 'BR'],
    ['brk-b', 'BR'],
  ])('draws %s as %s', (ticker, letters) => {
    expect(monogram(ticker)).toBe(letters);
  });

  it('draws one or two letters for every listed company', () => {
    for (const company of companyDirectory) expect(monogram(company.ticker)).toMatch(/^[A-Z]{1,2}$/);
  });

  it('refuses a ticker with no letters', () => {
    expect(() => monogram('  ')).toThrow(RangeError);
  });
});
