import { positionInputsAt } from '@thetix/shared/portfolio/holdings';
import type { Table } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import type { PortfolioReader } from './opportunity-ports';

/**
 * The portfolio port over the portfolio feature's items: accounts from `ACCOUNT#` items, positions folded from
 * the account's ledger (`TXN#<accountId>#`) at `now`, so a call that expired since the last write is not "open".
 */
export function buildPortfolioReader(table: Table): PortfolioReader {
  const portfolio = buildPortfolioRepository(table);
  return {
    async accounts(userId) {
      return (await portfolio.listAccounts(userId)).map((account) => ({
        id: account.id,
        name: account.name,
        source: account.source,
        hidden: account.hidden,
        ...(account.institutionName ? { institutionName: account.institutionName } : {}),
      }));
    },
    async positions(userId, accountId, now) {
      return positionInputsAt(await portfolio.listLines(userId, { accountId }), now);
    },
  };
}
