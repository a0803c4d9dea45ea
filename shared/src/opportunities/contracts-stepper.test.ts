import { describe, expect, it } from 'vitest';
import {
  acceptTypedContracts,
  canDecrease,
  canIncrease,
  contractsMaximum,
  contractsOnBlur,
  maximumLabel,
  minimumLabel,
} from './contracts-stepper';

/** Spec part 2 §5, contracts input. */
describe('contracts stepper', () => {
  it('takes the maximum from the details, 10 when they give none', () => {
    // Act and Assess
    expect(contractsMaximum(3)).toBe(3);
    expect(contractsMaximum(0)).toBe(0);
    expect(contractsMaximum(undefined)).toBe(10);
  });

  it('ignores typed values outside 1..max', () => {
    // Act and Assess
    expect(acceptTypedContracts('2', 3)).toBe(2);
    expect(acceptTypedContracts('4', 3)).toBeUndefined();
    expect(acceptTypedContracts('0', 3)).toBeUndefined();
    expect(acceptTypedContracts('1.5', 3)).toBeUndefined();
    expect(acceptTypedContracts('', 3)).toBeUndefined();
  });

  it('on blur turns a non-number or a value below 1 into 1 and one above max into max', () => {
    // Act and Assess
    expect(contractsOnBlur('abc', 3)).toBe(1);
    expect(contractsOnBlur('', 3)).toBe(1);
    expect(contractsOnBlur('-2', 3)).toBe(1);
    expect(contractsOnBlur('7', 3)).toBe(3);
    expect(contractsOnBlur('2', 3)).toBe(2);
  });

  it('disables minus at 1 or when max is 0, and plus at max', () => {
    // Act and Assess
    expect(canDecrease(1, 3)).toBe(false);
    expect(canDecrease(2, 3)).toBe(true);
    expect(canDecrease(1, 0)).toBe(false);
    expect(canIncrease(3, 3)).toBe(false);
    expect(canIncrease(2, 3)).toBe(true);
  });

  it('labels the limits', () => {
    // Act and Assess
    expect(minimumLabel()).toBe('Min: 1 contract');
    expect(maximumLabel(1)).toBe('Max: 1 contract');
    expect(maximumLabel(5)).toBe('Max: 5 contracts');
  });
});
