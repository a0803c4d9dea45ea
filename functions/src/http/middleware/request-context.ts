import type { MiddlewareObj } from '@middy/core';
import type { RouteDefinition } from '@thetix/shared/api-routes';
import { header, parseCookies } from '../cookies';
import type { HttpDependencies, HttpEvent, HttpResponse, RouteContext } from '../http-types';

/**
 * First in the chain: gives the request an id (API Gateway's, so it matches the access log), a logger carrying it,
 * and writes one access line per request with status and duration.
 */
export function requestContext(
  route: RouteDefinition,
  deps: Pick<HttpDependencies, 'logger' | 'clock'>,
): MiddlewareObj<HttpEvent, HttpResponse, Error, RouteContext> {
  const finish = (request: { response: HttpResponse | null | undefined; context: RouteContext }) => {
    const { thetix } = request.context;
    const response = request.response;
    if (!response) return;
    response.headers = { ...response.headers, 'x-request-id': thetix.requestId };
    thetix.logger.info('request', {
      status: response.statusCode,
      durationMs: Date.now() - thetix.startedAt,
      userId: thetix.caller?.userId,
    });
  };
  return {
    before: (request) => {
      const requestId =
        request.event.requestContext?.requestId ||
        header(request.event, 'x-request-id') ||
        request.context.awsRequestId;
      request.context.thetix = {
        route,
        requestId,
        clock: deps.clock,
        startedAt: Date.now(),
        cookies: parseCookies(request.event),
        logger: deps.logger.child({ requestId, route: `${route.method} ${route.path}` }),
      };
    },
    after: finish,
    onError: finish,
  };
}
