import { holdingsOfBooks, positionInputsAt, positionInputsOf } from '@thetix/shared/portfolio/holdings';
import { bookOf } from '@thetix/shared/portfolio/ledger-aggregates';
import type { Table } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import type { PortfolioReader } from './opportunity-ports';

/**
 * The portfolio port over the portfolio feature's items: accounts from `ACCOUNT#` items, positions from the
 * account's book snapshots (`AGG#<accountId>#BOOK#`, O(positions)) with options open at `now`, so a call that
 * expired since the last write is not "open". An account without a snapshot yet is folded from its ledger.
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
      if (await portfolio.getAggregateHead(userId, accountId)) {
        const books = await portfolio.listBooks(userId, accountId);
        return positionInputsOf(holdingsOfBooks(books.map(bookOf), now));
      }
      return positionInputsAt(await portfolio.listLines(userId, { accountId }), now);
    },
  };
}
