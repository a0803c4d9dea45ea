import type { CampaignView } from '@thetix/shared/contracts/campaigns';
import type { AccountCash, WatchlistForPuts } from '@thetix/shared/contracts/watchlist';

/**
 * The wheel's reads Thetix answers from (issue 31 item 5), part of PortfolioData: the same services the Wheel page
 * and the generation run read, one user's partition each.
 */
export interface WheelData {
  /**
   * The watchlist with each entry's account cash for puts, as the generation run reads it (wheel-service.ts
   * `watchlistForPuts`), and each account's cash (GET /api/cash).
   */
  wheelInputs(userId: string): Promise<{ watchlist: WatchlistForPuts[]; cash: AccountCash[] }>;
  /**
   * The caller's campaigns on one ticker over the visible accounts (or the one given), newest first, each with its
   * timeline: GET /api/positions/{ticker}/campaigns and GET /api/campaigns/{id}. Empty when the ticker has none.
   */
  campaigns(userId: string, ticker: string, accountId?: string): Promise<CampaignView[]>;
}
