import type { Company } from '@thetix/shared/contracts/market-data';
import { findCompany } from '@thetix/shared/market/company-directory';
import { NotFoundError } from '../http/errors';
import { companyIconUrl } from './company-icon';
import type { MarketAccess } from './market-access';
import { buildMarketDataService } from './market-data-service';
import type { MarketModel } from '@thetix/shared/market/market-model';

/** Icon colours for symbols the directory does not classify: the directory's broad-market and industrial tones. */
const FUND_COLOR = '#1E293B';
const STOCK_COLOR = '#475569';

/**
 * GET /api/companies: the company directory on the simulator; with a vendor, the vendor's reference data (names,
 * type, exchange, whether it still trades), with the directory's sector and colour where it knows the symbol. A
 * delisted symbol is a 404 that says so (issue 29 item 5), an unknown one a plain 404.
 */
export function buildCompanyLookup(access: MarketAccess, simulator: () => MarketModel) {
  const lookup = async (ticker: string, now: Date): Promise<Company | undefined> => {
    if (!access.company) return buildMarketDataService(simulator()).companies([ticker])[0];
    const facts = await access.company(ticker, now);
    if (!facts) return undefined;
    if (!facts.active)
      throw new NotFoundError(
        `${facts.ticker} is no longer listed${facts.delistedOn ? ` (delisted ${facts.delistedOn})` : ''}`,
      );
    const known = findCompany(facts.ticker);
    return {
      ticker: facts.ticker,
      name: facts.name,
      iconUrl: companyIconUrl(
        facts.ticker,
        known?.iconColor ?? (facts.type === 'etf' ? FUND_COLOR : STOCK_COLOR),
      ),
      type: facts.type,
      sector: known?.sector ?? facts.industry ?? (facts.type === 'etf' ? 'Fund' : 'Unclassified'),
      exchange: facts.exchange,
      weeklyOptions: facts.weeklyOptions,
    };
  };
  return {
    async company(ticker: string, now: Date): Promise<Company> {
      const company = await lookup(ticker, now);
      if (!company) throw new NotFoundError(`Ticker ${ticker} not found`);
      return company;
    },
    /** The known, listed ones, in the order asked. */
    async companies(tickers: readonly string[], now: Date): Promise<Company[]> {
      const found = await Promise.all(
        tickers.map((ticker) =>
          lookup(ticker, now).catch((error: unknown) => {
            if (error instanceof NotFoundError) return undefined;
            throw error;
          }),
        ),
      );
      return found.flatMap((company) => company ?? []);
    },
  };
}
