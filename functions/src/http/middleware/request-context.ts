import type { MiddlewareObj } from '@middy/core';
import type { RouteDefinition } from '@thetix/shared/api-routes';
import { CORRELATION_ID_PATTERN, currentCorrelationId } from '../../platform/correlation';
import { header, parseCookies } from '../cookies';
import type { HttpDependencies, HttpEvent, HttpResponse, RouteContext } from '../http-types';

/** What a browser's `X-Request-Id` may look like to be kept: a UUID or a similar token, nothing else. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The request's correlation id: the caller's `X-Correlation-Id` when well-formed (a client or an upstream service
 * tying its own work to ours), else API Gateway's request id, else Lambda's.
 */
export function correlationIdOf(event: HttpEvent, context: Pick<RouteContext, 'awsRequestId'>): string {
  const sent = header(event, 'x-correlation-id')?.trim();
  if (sent && CORRELATION_ID_PATTERN.test(sent)) return sent;
  return event.requestContext?.requestId || context.awsRequestId;
}

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
    const correlationId = currentCorrelationId();
    response.headers = {
      ...response.headers,
      'x-request-id': thetix.requestId,
      ...(correlationId ? { 'x-correlation-id': correlationId } : {}),
    };
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
