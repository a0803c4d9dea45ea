/** How a typed ticker checks out against the company directory (spec part 1 §5). */
export type TickerCheck = 'empty' | 'checking' | 'valid' | 'invalid' | 'unverified';

export interface CalculateButtonState {
  label: 'Calculating...' | 'Add Positions' | 'Invalid Tickers' | 'Calculate';
  disabled: boolean;
}

/**
 * Spec part 1 §5: Calculate is disabled when nothing changed, while loading, when the total is 0, or when any filled
 * ticker is invalid. It also waits while a ticker is still being checked, so a typo is never sent.
 * `unverified` (the lookup itself failed) does not block: the calculator answers for itself. After a failed
 * calculation the same positions may be sent again.
 */
export function calculateButtonState(input: {
  changed: boolean;
  failed: boolean;
  calculating: boolean;
  total: number;
  tickerChecks: readonly TickerCheck[];
}): CalculateButtonState {
  if (input.calculating) return { label: 'Calculating...', disabled: true };
  if (input.total <= 0) return { label: 'Add Positions', disabled: true };
  if (input.tickerChecks.includes('invalid')) return { label: 'Invalid Tickers', disabled: true };
  return {
    label: 'Calculate',
    disabled: !(input.changed || input.failed) || input.tickerChecks.includes('checking'),
  };
}
