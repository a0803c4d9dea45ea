import middy from '@middy/core';
import type { RouteDefinition } from '@thetix/shared/api-routes';
import type { z } from 'zod';
import { JsonText, jsonResponse } from './json-response';
import { conformingBody } from './response-contract';
import type {
  Caller,
  HttpDependencies,
  HttpEvent,
  HttpResponse,
  HttpResult,
  RouteContext,
} from './http-types';
import { withCorrelationId } from '../platform/correlation';
import { refreshLogSampling, type Logger } from '../platform/logger';
import type { Clock } from '../platform/clock';
import { authentication } from './middleware/authentication';
import { errorMapping } from './middleware/error-mapping';
import { impersonationGuard } from './middleware/impersonation';
import { correlationIdOf, requestContext } from './middleware/request-context';
import { inputValidation } from './middleware/validation';
import { xsrfProtection } from './middleware/xsrf';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** Present on every `user` route; absent on public ones. */
  caller: Caller | undefined;
  requestId: string;
  logger: Logger;
  clock: Clock;
  cookies: Record<string, string>;
  event: HttpEvent;
}

export interface RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R,
> {
  route: RouteDefinition;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The response contract: the body is parsed with it before it leaves, so a handler cannot drift from it. A
   * handler answering `JsonText` has checked and serialised its body itself (with this contract).
   */
  response?: z.ZodType<R>;
  /** Only the admin security log may be written while impersonating (spec part 1 §5). */
  allowDuringImpersonation?: boolean;
  handle(input: RouteInput<Out<P>, Out<Q>, Out<B>>): Promise<R | HttpResult<R> | JsonText>;
}

export type RouteHandler = (event: HttpEvent, context: RouteContext) => Promise<HttpResponse>;

const isResult = <R>(value: unknown): value is HttpResult<R> =>
  typeof value === 'object' &&
  value !== null &&
  Object.hasOwn(value, 'status') &&
  Object.keys(value).every((key) => ['status', 'body', 'headers', 'cookies'].includes(key));

/**
 * The one middleware chain of the API (DESIGN.md, "Request path"), in order: request id and logging, error
 * mapping, authentication, XSRF, admin impersonation, input validation; then the route's handler.
 */
export function httpRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R,
>(spec: RouteSpec<P, Q, B, R>, deps: () => HttpDependencies): RouteHandler {
  const base = async (event: HttpEvent, context: RouteContext): Promise<HttpResponse> => {
    const { thetix } = context;
    const input = thetix.input ?? { params: {}, query: {}, body: undefined };
    const outcome = await spec.handle({
      params: input.params as Out<P>,
      query: input.query as Out<Q>,
      body: input.body as Out<B>,
      caller: thetix.caller,
      requestId: thetix.requestId,
      logger: thetix.logger,
      clock: thetix.clock,
      cookies: thetix.cookies,
      event,
    });
    if (outcome instanceof JsonText) return jsonResponse(200, outcome);
    const result: HttpResult<R> = isResult<R>(outcome) ? outcome : { body: outcome };
    const status = result.status ?? (result.body === undefined ? 204 : 200);
    const body =
      spec.response && result.body !== undefined
        ? conformingBody(spec.response, result.body, thetix.logger)
        : result.body;
    return jsonResponse(status, body, { headers: result.headers, cookies: result.cookies });
  };

  let chain: RouteHandler | undefined;
  // Built on first call so that importing a handler module never reads configuration or creates clients.
  return (event, context) => {
    if (!chain) {
      const dependencies = deps();
      chain = middy<HttpEvent, HttpResponse, Error, RouteContext>(base)
        .use(requestContext(spec.route, dependencies))
        .use(errorMapping())
        .use(authentication(dependencies))
        .use(xsrfProtection(dependencies))
        .use(impersonationGuard(dependencies, { allowWrites: spec.allowDuringImpersonation }))
        .use(
          inputValidation({ params: spec.params, query: spec.query, body: spec.body }),
        ) as unknown as RouteHandler;
    }
    refreshLogSampling();
    // The whole chain runs under the request's correlation id: its log lines and the job messages it sends carry it.
    const run = chain;
    return withCorrelationId(correlationIdOf(event, context), () => run(event, context));
  };
}
