import type { MiddlewareObj } from '@middy/core';
import type { z } from 'zod';
import { BadRequestError, ValidationError } from '../errors';
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
      const body = parse('body', schemas.body, schemas.body ? readJsonBody(event) : undefined);
      if (fieldErrors.length > 0) {
        const summary = fieldErrors.map((error) => `${error.path}: ${error.message}`).join('; ');
        throw new ValidationError(`Invalid request: ${summary}`, fieldErrors);
      }
      request.context.thetix.input = { params, query, body };
    },
  };
}

function readJsonBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const contentType = event.headers?.['content-type'] ?? '';
  if (contentType && !contentType.includes('json')) {
    throw new BadRequestError(`Request body must be JSON (got content-type ${contentType})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}
