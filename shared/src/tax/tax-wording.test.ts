import { describe, expect, it } from 'vitest';
import { assignmentTaxOutcome } from './assignment-tax';
import { assessQualifiedCall } from './qualified-covered-call';
import {
  assignmentWording,
  qualifiedCallWording,
  QUALIFIED_CALL_SOURCE,
  TAX_INFORMATION_NOTICE,
} from './tax-wording';

describe('tax wording', () => {
  const strikes = [95, 100, 105, 110];

  it('says why a weekly call is not qualified and what follows, naming the rule', () => {
    const assessment = assessQualifiedCall({
      strike: 105,
      grantedOn: '2026-11-23',
      expiration: '2026-11-27',
      previousClose: 100,
      availableStrikes: strikes,
    });
    const wording = qualifiedCallWording(assessment, 105);
    expect(wording.headline).toBe(
      'Not a qualified covered call: it expires in 4 days (a qualified call needs more than 30).',
    );
    expect(wording.details[0]).toContain('starts again when the call ends');
    expect(wording.source).toBe(QUALIFIED_CALL_SOURCE);
  });

  it('names the benchmark a deep in-the-money strike falls under', () => {
    const assessment = assessQualifiedCall({
      strike: 95,
      grantedOn: '2026-01-02',
      expiration: '2026-02-20',
      previousClose: 108,
      availableStrikes: strikes,
    });
    expect(qualifiedCallWording(assessment, 95).headline).toBe(
      'Not a qualified covered call: the $95.00 strike is below the lowest qualified benchmark ($105.00).',
    );
  });

  it('writes one line per lot with the gain and its term, and a short cover', () => {
    const assessment = assessQualifiedCall({
      strike: 110,
      grantedOn: '2026-01-02',
      expiration: '2026-02-20',
      previousClose: 108,
      availableStrikes: strikes,
    });
    const outcome = assignmentTaxOutcome({
      lots: [{ id: 'a', acquiredOn: '2024-05-01', origin: 'buy', shares: 100, costPerShare: 120 }],
      strike: 110,
      contracts: 2,
      premiumPerShare: 1.5,
      grantedOn: '2026-01-02',
      expiration: '2026-02-20',
      assessment,
    });
    expect(assignmentWording(outcome)).toEqual([
      '100 shares bought 2024-05-01 at $120.00: a $850.00 long-term loss.',
      'Only 100 of the 200 shares called are held here.',
    ]);
    expect(TAX_INFORMATION_NOTICE).toContain('not tax advice');
  });
});
