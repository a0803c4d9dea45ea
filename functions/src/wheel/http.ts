import { accountParamsSchema } from '@thetix/shared/contracts/portfolio';
import {
  accountCashBodySchema,
  accountCashSchema,
  cashListSchema,
  watchlistEntryBodySchema,
  watchlistEntrySchema,
  watchlistSchema,
  watchlistTickerParamsSchema,
} from '@thetix/shared/contracts/watchlist';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildWheelRepository } from './wheel-repository';
import { buildWheelService, type WheelService } from './wheel-service';

let service: WheelService | undefined;
/** Created on first use, so that importing the module reads no configuration. */
const wheel = () =>
  (service ??= buildWheelService({ wheel: buildWheelRepository(defaultTable()), clock: systemClock }));

const watchlistRoute = findRoute('GET', '/api/watchlist');
const putEntryRoute = findRoute('PUT', '/api/watchlist/{ticker}');
const deleteEntryRoute = findRoute('DELETE', '/api/watchlist/{ticker}');
const cashRoute = findRoute('GET', '/api/cash');
const setCashRoute = findRoute('PUT', '/api/accounts/{id}/cash');

/**
 * The wheel's watchlist and cash (issue 31 item 1; docs/api.md "Wheel"). Writes are refused while an admin views
 * as the user, like every write (the middleware's impersonation guard).
 */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: watchlistRoute,
      response: watchlistSchema,
      handle: ({ caller }) => wheel().watchlist(caller!.userId),
    }),
    routeEntry({
      route: putEntryRoute,
      params: watchlistTickerParamsSchema,
      body: watchlistEntryBodySchema,
      response: watchlistEntrySchema,
      handle: ({ caller, params, body }) => wheel().putEntry(caller!.userId, params.ticker, body),
    }),
    routeEntry({
      route: deleteEntryRoute,
      params: watchlistTickerParamsSchema,
      handle: async ({ caller, params }) => {
        await wheel().removeEntry(caller!.userId, params.ticker);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: cashRoute,
      response: cashListSchema,
      handle: ({ caller }) => wheel().cash(caller!.userId),
    }),
    routeEntry({
      route: setCashRoute,
      params: accountParamsSchema,
      body: accountCashBodySchema,
      response: accountCashSchema,
      handle: ({ caller, params, body }) => wheel().setCash(caller!.userId, params.id, body),
    }),
  ]),
);
