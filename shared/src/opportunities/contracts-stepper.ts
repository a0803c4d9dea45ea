import { DEFAULT_CONTRACT_MAXIMUM } from './opportunity-rules';

/**
 * The fine-tune contracts stepper's rules (spec part 2 §5), shared by the drawer and the recalculation so both
 * accept the same numbers: whole contracts from 1 to the tradeable contracts in the details (10 when the details
 * carry none); none tradeable disables the input.
 */

export const MIN_CONTRACTS = 1;
export const INSUFFICIENT_SHARES_NOTE = 'Insufficient shares for covered calls (need at least 100 shares)';

/** The stepper's maximum: the details' tradeable contracts, or the default of 10 when they give none. */
export const contractsMaximum = (tradeableContracts: number | undefined): number =>
  tradeableContracts ?? DEFAULT_CONTRACT_MAXIMUM;

export const minimumLabel = (): string => `Min: ${MIN_CONTRACTS} contract`;
export const maximumLabel = (maximum: number): string =>
  `Max: ${maximum} ${maximum === 1 ? 'contract' : 'contracts'}`;

/** A typed value is taken only when it is a whole number from 1 to the maximum; otherwise the keystroke is ignored. */
export const acceptTypedContracts = (typed: string, maximum: number): number | undefined => {
  const value = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(value) && value >= MIN_CONTRACTS && value <= maximum
    ? value
    : undefined;
};

/** On blur: not a number, or below 1, becomes 1; above the maximum becomes the maximum; fractions are cut. */
export const contractsOnBlur = (typed: string, maximum: number): number => {
  const value = Math.trunc(Number(typed.trim()));
  if (typed.trim() === '' || !Number.isFinite(value) || value < MIN_CONTRACTS) return MIN_CONTRACTS;
  return Math.min(value, Math.max(MIN_CONTRACTS, maximum));
};

export const canDecrease = (value: number, maximum: number): boolean => maximum > 0 && value > MIN_CONTRACTS;
export const canIncrease = (value: number, maximum: number): boolean => value < maximum;
