import { useMutation } from '@tanstack/react-query';
import {
  opportunityFeedbackRecordSchema,
  type OpportunityFeedbackRecord,
} from '@thetix/shared/contracts/opportunity-actions';
import { opportunityFeedbackSchema } from '@thetix/shared/contracts/opportunities';
import { api } from '../../../lib/api-client';

export interface FeedbackInput {
  rating: number | undefined;
  comments: string;
}

/** Spec part 2 §5: feedback is sent only with a rating or a comment. */
export const hasFeedback = ({ rating, comments }: FeedbackInput): boolean =>
  rating !== undefined || comments.trim() !== '';

/** POST /api/opportunities/{id}/feedback {rating, comments}. */
export function sendFeedback(id: string, input: FeedbackInput): Promise<OpportunityFeedbackRecord> {
  return api.request('POST /api/opportunities/{id}/feedback', {
    schema: opportunityFeedbackRecordSchema,
    params: { id },
    body: opportunityFeedbackSchema.parse({
      ...(input.rating === undefined ? {} : { rating: input.rating }),
      ...(input.comments.trim() ? { comments: input.comments.trim() } : {}),
    }),
  });
}

export const useSendFeedback = (id: string) =>
  useMutation({ mutationFn: (input: FeedbackInput) => sendFeedback(id, input) });
