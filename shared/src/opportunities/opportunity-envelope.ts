import type { Rationale } from '../contracts/opportunities';

/** The fields every generated opportunity shares; the type-specific builders add details and outcomes. */
export interface EnvelopeInput {
  readonly id: string;
  readonly accountId: string;
  readonly ticker: string;
  readonly now: Date;
  readonly expiresAt: Date;
  readonly strategyId: 'covered_call' | 'option_roll' | 'option_close' | 'put_sell';
  readonly rationale: Rationale;
}

export const opportunityEnvelope = ({
  id,
  accountId,
  ticker,
  now,
  expiresAt,
  strategyId,
  rationale,
}: EnvelopeInput) => ({
  id,
  account_id: accountId,
  tickers: [ticker],
  primary_ticker: ticker,
  status: 'active' as const,
  strategy_id: strategyId,
  strategy_name: rationale.strategy_name,
  rationale,
  created_at: now.toISOString(),
  generated_at: now.toISOString(),
  expires_at: expiresAt.toISOString(),
  acted_at: null,
  viewed_at: null,
  actual_outcome: null,
});
