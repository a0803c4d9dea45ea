import { useQuery } from '@tanstack/react-query';
import { marketStatusSchema } from '@thetix/shared/contracts/market-data';
import { api } from '../lib/api-client';

/** The badge re-reads the market's state this often: a delayed quote's "as of" moves every minute at most. */
export const MARKET_STATUS_POLL_MS = 60_000;

/**
 * GET /api/market-data/status, shared by every badge on the page (one request a minute whatever their number). Only
 * asked when a vendor answers market data; a failed poll shows as "Market data unavailable", never as a toast.
 */
export const useMarketStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ['market-data', 'status'],
    queryFn: ({ signal }) =>
      api.request('GET /api/market-data/status', { schema: marketStatusSchema, signal }),
    enabled,
    refetchInterval: MARKET_STATUS_POLL_MS,
    staleTime: MARKET_STATUS_POLL_MS / 2,
    retry: false,
    meta: { suppressErrorToast: true },
  });
