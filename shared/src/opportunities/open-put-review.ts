import type {
  CloseOpportunity,
  OpenCallStatus,
  OpenPutStatus,
  RollOpportunity,
} from '../contracts/opportunities';
import { bestNetCredit, type OpenCallReviewInput, reviewHeldOption, statusOf } from './open-call-review';
import { letAssignReason } from './open-put-texts';

/**
 * A put already sold (issue 31 item 2), reviewed like an open call (`open-call-review.ts`, `open-call-rules.ts`):
 * the goal's share of the premium captured → close (buy it back); in the money or challenged near expiry → roll down
 * and out for a credit; and where a call with no roll for a credit is closed, a put is left to be assigned: the
 * ticker is on the watchlist because the user would like to own it, at the strike less the premium kept.
 */
export type OpenPutReview =
  | {
      readonly ok: true;
      readonly opportunity: RollOpportunity | CloseOpportunity;
      readonly status: OpenPutStatus;
    }
  | {
      readonly ok: false;
      readonly reason: 'expired' | 'no_action_needed' | 'let_assign';
      readonly status?: OpenPutStatus;
    };

export interface OpenPutReviewInput extends Omit<OpenCallReviewInput, 'call' | 'costBasisPerShare'> {
  /** The put: the same fields as a held call, its symbol a put's. */
  readonly put: OpenCallReviewInput['call'];
}

const asPutStatus = (status: OpenCallStatus, strike: number, averagePremium: number): OpenPutStatus => ({
  ...status,
  option_type: 'put',
  effective_buy_price: strike - averagePremium,
});

export const reviewOpenPut = (input: OpenPutReviewInput): OpenPutReview => {
  const { put, ...rest } = input;
  const callInput: OpenCallReviewInput = { ...rest, call: put };
  const step = reviewHeldOption(callInput, 'put');
  const putStatus = (status: OpenCallStatus) => asPutStatus(status, put.strike, put.averagePremium);
  if (step.kind === 'no_credit_roll') {
    const { held, candidates } = step;
    const reason = letAssignReason(input.tickerMarket, held, candidates);
    return {
      ok: false,
      reason: 'let_assign',
      status: {
        ...putStatus(statusOf(callInput, held, reason, bestNetCredit(candidates) ?? null)),
        action: 'let_assign',
      },
    };
  }
  const { review } = step;
  if (review.ok) return { ...review, status: putStatus(review.status) };
  return review.status
    ? { ...review, status: putStatus(review.status) }
    : { ok: false, reason: review.reason };
};
