import type { MiddlewareObj } from '@middy/core';
import type { RouteDefinition } from '@thetix/shared/api-routes';
import { header, parseCookies } from '../cookies';
import type { HttpDependencies, HttpEvent, HttpResponse, RouteContext } from '../http-types';

/** What a browser's `X-Request-Id` may look like to be kept: a UUID or a similar token, nothing else. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * First in the chain: gives the request an id (API Gateway's, so it matches the access log), a logger carrying it
 * and the browser's own `X-Request-Id` when it sent a well-formed one, and writes one access line per request with
 * status and duration.
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
      const sent = header(request.event, 'x-request-id')?.trim();
      const clientRequestId = sent && CLIENT_REQUEST_ID.test(sent) ? sent : undefined;
      const requestId =
        request.event.requestContext?.requestId || clientRequestId || request.context.awsRequestId;
      request.context.thetix = {
        route,
        requestId,
        ...(clientRequestId ? { clientRequestId } : {}),
        clock: deps.clock,
        startedAt: Date.now(),
        cookies: parseCookies(request.event),
        logger: deps.logger.child({
          requestId,
          ...(clientRequestId ? { clientRequestId } : {}),
          route: `${route.method} ${route.path}`,
        }),
      };
    },
    after: finish,
    onError: finish,
  };
}
