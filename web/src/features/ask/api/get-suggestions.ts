import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestionsSchema } from '@thetix/shared/contracts/chats';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';

export type SuggestionKind = 'covered_call' | 'option_roll' | 'option_close' | 'dashboard' | 'general';
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** GET /api/thetix-chats/suggestions: the welcome and the questions the server answers well for this kind. */
export function getSuggestions(kind: SuggestionKind, signal?: AbortSignal): Promise<Suggestions> {
  return api.request('GET /api/thetix-chats/suggestions', {
    schema: suggestionsSchema,
    query: { opportunity_type: kind },
    signal,
  });
}

export const suggestionsQueryOptions = (kind: SuggestionKind) =>
  queryOptions({
    queryKey: ['thetix-chat-suggestions', kind],
    queryFn: ({ signal }) => getSuggestions(kind, signal),
    // Fixed texts of the server: fetched once a session.
    staleTime: Infinity,
    meta: { suppressErrorToast: true },
  });

export const useSuggestions = (kind: SuggestionKind) => useQuery(suggestionsQueryOptions(kind));
