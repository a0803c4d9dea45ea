import type { ErrorBody, ErrorCode } from '@thetix/shared/contracts/errors';
import { MarketDataUnavailableError } from '@thetix/shared/market/market-snapshot';

/**
 * Typed domain errors. Services throw these; the error middleware is the one place that turns them into a status
 * code and a JSON body. Anything else is a server fault: logged with its stack, answered as a bare 500.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: ErrorBody['fieldErrors'],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fieldErrors: NonNullable<ErrorBody['fieldErrors']>) {
    super(400, 'VALIDATION_FAILED', message, fieldErrors);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Sign-in required') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(
    message: string,
    code: Extract<
      ErrorCode,
      'FORBIDDEN' | 'XSRF_TOKEN_INVALID' | 'NOT_INVITED' | 'READ_ONLY_IMPERSONATION'
    > = 'FORBIDDEN',
  ) {
    super(403, code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(413, 'BAD_REQUEST', message);
  }
}

/** A body in a media type the API does not read: only `application/json` in UTF-8 (issue 20 item 6). */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string) {
    super(415, 'BAD_REQUEST', message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

export function toErrorResponse(error: unknown, requestId: string): { status: number; body: ErrorBody } {
  // A market figure the vendor could not give and no cache holds (spec part 2 §8): said as such, never made up.
  if (error instanceof MarketDataUnavailableError)
    return {
      status: 503,
      body: { message: 'Market data unavailable', code: 'MARKET_DATA_UNAVAILABLE', requestId },
    };
  if (error instanceof DomainError) {
    return {
      status: error.status,
      body: {
        message: error.message,
        code: error.code,
        requestId,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      },
    };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL', requestId } };
}
