import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  anyCalculatorResponseSchema,
  calculatorRequestSchema,
  type AnyCalculatorResponse,
} from '@thetix/shared/contracts/calculator';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';
import { isClientError } from './get-company';

/** What the page sends: `allocation` defaults to 1 and tickers are normalised by the shared schema. */
export type CalculatorInput = z.input<typeof calculatorRequestSchema>;

/** Spec part 1 §9: calculator results 5 minutes stale, kept 10 minutes, 2 retries. */
export const CALCULATOR_STALE_MS = 5 * 60_000;
export const CALCULATOR_GC_MS = 10 * 60_000;
export const CALCULATOR_RETRIES = 2;

/**
 * POST /api/public/covered-call-calculator: public, no XSRF token. The request is checked and normalised before it
 * leaves. Covered calls go out as the spec's request, without a strategy (the server's default); the wheel adds
 * `strategy: "wheel"`.
 */
export async function calculateIncome(
  input: CalculatorInput,
  signal?: AbortSignal,
): Promise<AnyCalculatorResponse> {
  const { strategy, ...request } = calculatorRequestSchema.parse(input);
  return api.request('POST /api/public/covered-call-calculator', {
    schema: anyCalculatorResponseSchema,
    body: strategy === 'wheel' ? { ...request, strategy } : request,
    signal,
  });
}

/**
 * A query, not a mutation: the same positions, risk, frequency and strategy are answered from the cache for 5 minutes, so
 * switching risk back and forth costs no request. A 4xx (a rejected request, the rate limit) is never retried.
 */
export const calculatorQueryOptions = (input: CalculatorInput) =>
  queryOptions({
    queryKey: ['public', 'covered-call-calculator', input],
    queryFn: ({ signal }) => calculateIncome(input, signal),
    staleTime: CALCULATOR_STALE_MS,
    gcTime: CALCULATOR_GC_MS,
    retry: (failureCount, error) => !isClientError(error) && failureCount < CALCULATOR_RETRIES,
    // The calculator shows its own error panels (spec part 1 §8) instead of the generic toast.
    meta: { suppressErrorToast: true },
  });

/** Runs once `input` is set (the visitor pressed Calculate, or the prefilled example came into view). */
export const useIncomeEstimate = (input: CalculatorInput | undefined) =>
  useQuery({
    ...calculatorQueryOptions(input ?? { positions: {}, risk_level: 'balanced', duration: 'weekly' }),
    enabled: input !== undefined,
    // Changing risk or frequency keeps the previous numbers on screen, dimmed, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
