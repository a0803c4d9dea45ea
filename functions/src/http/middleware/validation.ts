import type { MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { BadRequestError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import type { HttpEvent, HttpResponse, RouteContext } from '../http-types';

export interface InputSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** Parses path, query and JSON body with the route's zod schemas; every problem is listed with its field path. */
export function inputValidation(
  schemas: InputSchemas,
): MiddlewareObj<HttpEvent, HttpResponse, Error, RouteContext> {
  return {
    before: (request) => {
      const { event } = request;
      const fieldErrors: { path: string; message: string }[] = [];
      const parse = (part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown) => {
        if (!schema) return value;
        const result = schema.safeParse(value);
        if (result.success) return result.data;
        for (const issue of result.error.issues) {
          fieldErrors.push({ path: [part, ...issue.path.map(String)].join('.'), message: issue.message });
        }
        return undefined;
      };
      const params = parse('params', schemas.params, event.pathParameters ?? {});
      const query = parse('query', schemas.query, event.queryStringParameters ?? {});
      if (!schemas.body) refuseBody(event);
      const body = parse('body', schemas.body, schemas.body ? readJsonBody(event) : undefined);
      if (fieldErrors.length > 0) {
        const summary = fieldErrors.map((error) => `${error.path}: ${error.message}`).join('; ');
        throw new ValidationError(`Invalid request: ${summary}`, fieldErrors);
      }
      request.context.thetix.input = { params, query, body };
    },
  };
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * RFC 8058: a mail client's one-click unsubscribe posts exactly this form to the link in the message; the token
 * is in the URL, so the form is the one body a route without a body schema lets through.
 */
const ONE_CLICK_UNSUBSCRIBE = 'List-Unsubscribe=One-Click';

const bodyText = (event: HttpEvent): string =>
  event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');

/**
 * A write route without a body schema takes no body: one sent anyway is refused rather than silently dropped, so a
 * client that thinks it sent options learns it did not. `{}` passes: it says nothing, and HTTP libraries send it.
 */
function refuseBody(event: HttpEvent): void {
  if (!writeMethods.has(event.requestContext.http.method) || !event.body) return;
  const text = bodyText(event).trim();
  if (text === '' || text === ONE_CLICK_UNSUBSCRIBE) return;
  if (/^\{\s*\}$/.test(text) && isJson(event)) return;
  throw new BadRequestError('This route takes no request body: send the request without one');
}

/**
 * Only `application/json`, with no parameter but `charset=utf-8`: a body the API does not read as sent
 * (`application/jsonx`, `text/plain`, UTF-16) is refused with 415 rather than half-understood (issue 20 item 6).
 */
function isJson(event: HttpEvent): boolean {
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => parameter === '' || /^charset="?utf-8"?$/.test(parameter));
}

function readJsonBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  if (!isJson(event)) {
    const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'];
    throw new UnsupportedMediaTypeError(
      `Request body must be application/json in UTF-8 (got ${contentType ? `content-type ${contentType.slice(0, 100)}` : 'no content-type'})`,
    );
  }
  try {
    return JSON.parse(bodyText(event)) as unknown;
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}
