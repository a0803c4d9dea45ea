/** The allocation control's rules (spec part 2 §5, §9). The slider works in percent; the API takes a fraction. */
export const ALLOCATION_PRESETS = [25, 50, 75, 100] as const;
export const ALLOCATION_STEP_PERCENT = 5;
/** Spec part 2 §9: the check stays 2 seconds after a save. */
export const SAVED_CHECK_MS = 2000;

/** Covered contracts shown = floor(shares × allocation / 100), allocation in percent; shares covered = 100 × that. */
export const coveredContracts = (shares: number, percent: number): number =>
  Math.floor((shares * percent) / 100 / 100);

/** Changes under 0.1 percentage point are ignored. */
export const isMeaningfulChange = (from: number, to: number): boolean => Math.abs(from - to) >= 0.1;

/** Spec part 1 §4: an allocation update without a ticker fails with this text, before any request. */
export const NO_TICKER_MESSAGE = 'No ticker specified';

/** The ticker an allocation update is for, trimmed; throws the spec's error when there is none. */
export function allocationTicker(ticker: string | undefined): string {
  const trimmed = ticker?.trim() ?? '';
  if (!trimmed) throw new Error(NO_TICKER_MESSAGE);
  return trimmed;
}
