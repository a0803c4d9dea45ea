import {
  campaignListSchema,
  campaignParamsSchema,
  campaignResponseSchema,
  campaignsQuerySchema,
  positionCampaignsQuerySchema,
} from '@thetix/shared/contracts/campaigns';
import { positionTickerParamsSchema } from '@thetix/shared/contracts/portfolio';
import { findRoute } from '../http/find-route';
import type { RouteHandler } from '../http/http-route';
import type { RouteDefinition } from '@thetix/shared/api-routes';
import { routeEntry } from '../http/route-entry';
import { loadMarket, marketModel } from '../market-data/market-source';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildCampaignService, type CampaignService } from './campaign-service';

let service: CampaignService | undefined;
/** Created on first use, so that importing the module reads no configuration. */
const campaigns = () =>
  (service ??= buildCampaignService({
    portfolio: buildPortfolioRepository(defaultTable()),
    market: marketModel(),
    loadMarket,
    clock: systemClock,
  }));

const listRoute = findRoute('GET', '/api/campaigns');
const getRoute = findRoute('GET', '/api/campaigns/{id}');
const positionRoute = findRoute('GET', '/api/positions/{ticker}/campaigns');

/**
 * The campaign routes (issue 31 item 3; docs/api.md). They read the ledger and the positions' market data, so they
 * are served by the portfolio Lambda (functions/src/portfolio/http.ts adds these entries to its route table).
 */
export const campaignRouteEntries = (): [RouteDefinition, RouteHandler][] => [
  routeEntry({
    route: listRoute,
    query: campaignsQuerySchema,
    response: campaignListSchema,
    handle: ({ caller, query }) => campaigns().list(caller!.userId, query),
  }),
  routeEntry({
    route: getRoute,
    params: campaignParamsSchema,
    response: campaignResponseSchema,
    handle: ({ caller, params }) => campaigns().get(caller!.userId, params.id),
  }),
  routeEntry({
    route: positionRoute,
    params: positionTickerParamsSchema,
    query: positionCampaignsQuerySchema,
    response: campaignListSchema,
    handle: ({ caller, params, query }) => campaigns().forPosition(caller!.userId, params.ticker, query),
  }),
];
