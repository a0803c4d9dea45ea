import { describe, expect, it } from 'vitest';
import { createCoveredCall } from '../testing/covered-call-fixture';
import { tradeRationale } from './trade-rationale';

describe('tradeRationale', () => {
  it("gives the proposal's reasoning while the proposal is shown, whatever the contracts", () => {
    const proposal = createCoveredCall();
    const rationale = tradeRationale(proposal, { ...proposal.details, contracts: 1 });
    expect(rationale.lines).toEqual([proposal.rationale.reason, proposal.rationale.benefit]);
    expect(rationale.proposed).toBeUndefined();
  });

  it('describes a fine-tuned strike with its own figures and keeps the proposal for reference', () => {
    const proposal = createCoveredCall();
    const tuned = {
      ...proposal.details,
      strike: 507.5,
      premium: 5.2,
      total_premium: 3120,
      delta: 0.28,
      assignment_chance: 0.3,
      annualized_yield: 0.155,
      if_called_return: 0.04,
    };
    const rationale = tradeRationale(proposal, tuned);
    expect(rationale.lines[0]).toContain('$507.50');
    expect(rationale.lines[0]).toContain('$3,120.00 for 6 contracts');
    expect(rationale.lines[1]).toContain('Delta 0.28');
    expect(rationale.lines[1]).toContain('30%');
    expect(rationale.lines).not.toContain(proposal.rationale.reason);
    expect(rationale.proposed).toEqual([proposal.rationale.reason, proposal.rationale.benefit]);
  });
});
