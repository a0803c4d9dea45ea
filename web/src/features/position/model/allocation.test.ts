import { describe, expect, it } from 'vitest';
import { allocationTicker, coveredContracts, isMeaningfulChange } from './allocation';

describe('allocation control (spec part 2 §5)', () => {
  it("refuses an update without a ticker with the spec's text", () => {
    expect(() => allocationTicker('')).toThrow('No ticker specified');
    expect(() => allocationTicker('  ')).toThrow('No ticker specified');
    expect(() => allocationTicker(undefined)).toThrow('No ticker specified');
    expect(allocationTicker(' KO ')).toBe('KO');
  });

  it('shows floor(shares × allocation / 100) contracts', () => {
    expect(coveredContracts(635, 100)).toBe(6);
    expect(coveredContracts(635, 50)).toBe(3);
    expect(coveredContracts(99, 100)).toBe(0);
  });

  it('ignores changes under 0.1 percent', () => {
    expect(isMeaningfulChange(50, 50.05)).toBe(false);
    expect(isMeaningfulChange(50, 55)).toBe(true);
  });
});
