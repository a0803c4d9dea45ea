import type { MiddlewareObj } from '@middy/core';
import { errorFields } from '../../platform/logger';
import { toErrorResponse } from '../errors';
import { jsonResponse } from '../json-response';
import type { HttpEvent, HttpResponse, RouteContext } from '../http-types';

/** Turns any error into the API's JSON error body. Client mistakes keep their status; faults become a bare 500. */
export function errorMapping(): MiddlewareObj<HttpEvent, HttpResponse, Error, RouteContext> {
  return {
    onError: (request) => {
      const thetix = request.context.thetix;
      const requestId = thetix?.requestId ?? request.context.awsRequestId ?? 'unknown';
      const { status, body } = toErrorResponse(request.error, requestId);
      if (status >= 500) thetix?.logger.error('request failed', errorFields(request.error));
      else thetix?.logger.warn('request refused', { status, code: body.code, reason: body.message });
      request.response = jsonResponse(status, body);
    },
  };
}
