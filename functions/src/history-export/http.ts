import {
  historyExportParamsSchema,
  historyExportRequestSchema,
  historyExportSchema,
} from '@thetix/shared/contracts/history-export';
import { idSchema } from '@thetix/shared/contracts/limits';
import * as z from 'zod';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { historyExports } from './history-exports';

const fileQuerySchema = z.object({
  user: idSchema,
  expires: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(0)
    .max(2 ** 40),
  signature: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a signature'),
});

/** A CSV download: never cached, never framed, saved under its name. */
const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
});

/** Trading History CSV exports (issue 19 item 2; docs/api.md "History exports"). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('POST', '/api/history-exports'),
      body: historyExportRequestSchema,
      response: historyExportSchema,
      handle: async ({ caller, body }) => ({
        status: 202,
        body: await historyExports().request(caller!.userId, body),
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/history-exports/{exportId}'),
      params: historyExportParamsSchema,
      response: historyExportSchema,
      handle: ({ caller, params }) => historyExports().get(caller!.userId, params.exportId),
    }),
    routeEntry({
      route: findRoute('GET', '/api/history-exports/{exportId}/file'),
      params: historyExportParamsSchema,
      query: fileQuerySchema,
      handle: async ({ params, query }) => {
        const file = await historyExports().file(params.exportId, query);
        return { status: 200, body: file.body, headers: csvHeaders(file.fileName) };
      },
    }),
  ]),
);
