import { PUBLIC_CARD_UNAVAILABLE } from '@thetix/shared/contracts/thetix';
import { describe, expect, it } from 'vitest';
import { ApiContractError, ApiError } from '../../../lib/api-client';
import { publicErrorText } from './public-error';

describe('publicErrorText (spec part 3 §8, public fetch failure)', () => {
  it("says a 404's card is not available, in the server's words when it sent some", () => {
    // Prepare
    const withWords = new ApiError({
      status: 404,
      message: PUBLIC_CARD_UNAVAILABLE,
      body: { message: PUBLIC_CARD_UNAVAILABLE, code: 'NOT_FOUND' },
    });
    const bare = new ApiError({ status: 404, message: 'Not Found' });

    // Act
    const texts = [withWords, bare].map((error) => publicErrorText(error, PUBLIC_CARD_UNAVAILABLE));

    // Assess
    expect(texts).toEqual([PUBLIC_CARD_UNAVAILABLE, PUBLIC_CARD_UNAVAILABLE]);
  });

  it("shows the server's message for a failure that is not a 404, never 'may be private or does not exist'", () => {
    // Prepare
    const limited = new ApiError({
      status: 429,
      message: 'Too many requests: try again in a minute',
      body: { message: 'Too many requests: try again in a minute', code: 'TOO_MANY_REQUESTS' },
    });
    const unknownCode = new ApiError({
      status: 503,
      message: 'Down for maintenance',
      serverMessage: 'Down for maintenance',
    });

    // Act
    const texts = [limited, unknownCode].map((error) => publicErrorText(error, PUBLIC_CARD_UNAVAILABLE));

    // Assess
    expect(texts).toEqual(['Too many requests: try again in a minute', 'Down for maintenance']);
  });

  it('names the HTTP status when the server gave no words, and says "Unknown error" without an answer', () => {
    // Prepare
    const gateway = new ApiError({ status: 502, message: 'Bad Gateway' });
    const network = new TypeError('Failed to fetch');
    const contract = new ApiContractError('GET /api/public/thetix-cards/{cardId}', []);

    // Act
    const texts = [gateway, network, contract].map((error) =>
      publicErrorText(error, PUBLIC_CARD_UNAVAILABLE),
    );

    // Assess
    expect(texts).toEqual(['HTTP error 502', 'Unknown error', 'Unknown error']);
  });
});
