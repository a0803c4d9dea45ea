import { describe, expect, it } from 'vitest';
import { createCoveredCall } from '../testing/covered-call-fixture';
import { assignmentOutcome } from './assignment-outcome';

describe('assignmentOutcome', () => {
  it('adds the premium to the gain up to the strike, from the cost basis', () => {
    const { details } = createCoveredCall();
    const outcome = assignmentOutcome({
      ...details,
      strike: 520,
      entry_price: 480,
      premium: 2.37,
      contracts: 6,
    });
    expect(outcome.total).toBeCloseTo((520 - 480 + 2.37) * 600, 6);
    expect(outcome.belowCost).toBe(false);
    expect(outcome.note).toContain('+$25,422.00 if called at $520.00');
  });

  it('calls a strike below the cost (net of premium) a loss if assigned', () => {
    const { details } = createCoveredCall();
    const outcome = assignmentOutcome({
      ...details,
      strike: 250,
      entry_price: 300,
      premium: 3,
      contracts: 2,
      if_called_return: (250 - 300 + 3) / 300,
    });
    expect(outcome.belowCost).toBe(true);
    expect(outcome.total).toBeCloseTo(-9400, 6);
    expect(outcome.label).toBe('−15.67%');
    expect(outcome.note).toContain('−$9,400.00 if called at $250.00, from your cost of $300.00 a share');
  });
});
