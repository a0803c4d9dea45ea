import { describe, expect, it } from 'vitest';
import { assignmentTaxOutcome } from './assignment-tax';
import { assessQualifiedCall } from './qualified-covered-call';
import type { TaxLot } from './tax-lots';

/**
 * What an assignment sells and the gain's term. Sources: IRS Publication 550 ("Puts and calls": premium added to
 * the amount realised; "Holding period"); IRC §1092(f)(2) (an in-the-money qualified call suspends the holding
 * period); Treas. Reg. §1.1092(b)-2T(a) (a straddle's holding period starts when it ends).
 */
describe('assignment of a covered call: lots and the gain’s term', () => {
  const lots: TaxLot[] = [
    { id: 'old', acquiredOn: '2024-06-03', origin: 'buy', shares: 100, costPerShare: 150 },
    { id: 'young', acquiredOn: '2025-12-01', origin: 'buy', shares: 100, costPerShare: 180 },
  ];
  const strikes = [180, 185, 190, 195, 200, 205, 210];

  it('sells the oldest lot first and adds the premium to the amount realised', () => {
    const assessment = assessQualifiedCall({
      strike: 200,
      grantedOn: '2026-01-05',
      expiration: '2026-02-20',
      previousClose: 195,
      availableStrikes: strikes,
    });
    const outcome = assignmentTaxOutcome({
      lots,
      strike: 200,
      contracts: 1,
      premiumPerShare: 2.5,
      grantedOn: '2026-01-05',
      expiration: '2026-02-20',
      assessment,
    });
    expect(assessment.status).toBe('qualified_out_of_the_money');
    expect(outcome.amountRealisedPerShare).toBe(202.5);
    expect(outcome.slices).toEqual([expect.objectContaining({ lotId: 'old', shares: 100, term: 'long' })]);
    // 100 × ($202.50 − $150) = $5,250 long-term.
    expect(outcome.longTermGain).toBeCloseTo(5250, 10);
    expect(outcome.shortTermGain).toBe(0);
  });

  it('turns a gain that would be long-term at expiry short-term under a weekly (not qualified) call', () => {
    // The young lot is 360 days old when the weekly is sold and would be long-term by its expiration.
    const youngOnly = [lots[1]!];
    const grantedOn = '2026-11-26';
    const expiration = '2026-12-04';
    const assessment = assessQualifiedCall({
      strike: 200,
      grantedOn,
      expiration,
      previousClose: 198,
      availableStrikes: strikes,
    });
    const outcome = assignmentTaxOutcome({
      lots: youngOnly,
      strike: 200,
      contracts: 1,
      premiumPerShare: 1,
      grantedOn,
      expiration,
      assessment,
    });
    expect(assessment.status).toBe('not_qualified');
    expect(outcome.slices[0]).toMatchObject({
      term: 'short',
      madeShortTermByCall: true,
      longTermFromAfterCall: '2027-12-05',
    });
    expect(outcome.shortTermGain).toBeCloseTo(100 * (201 - 180), 10);
  });

  it('suspends, not restarts, the holding period under an in-the-money qualified call', () => {
    const youngOnly = [lots[1]!];
    const grantedOn = '2026-01-05';
    const expiration = '2026-03-20';
    const assessment = assessQualifiedCall({
      strike: 190,
      grantedOn,
      expiration,
      previousClose: 193,
      availableStrikes: strikes,
    });
    const outcome = assignmentTaxOutcome({
      lots: youngOnly,
      strike: 190,
      contracts: 1,
      premiumPerShare: 6,
      grantedOn,
      expiration,
      assessment,
    });
    expect(assessment.status).toBe('qualified_in_the_money');
    // Long-term from 2026-12-02 without the call; the 74 days it is open push that to 2027-02-14.
    expect(outcome.slices[0]).toMatchObject({
      term: 'short',
      madeShortTermByCall: false,
      longTermFromAfterCall: '2027-02-14',
    });
  });

  it('keeps a lot that was long-term when the call was sold long-term whatever the call', () => {
    const grantedOn = '2026-11-23';
    const expiration = '2026-11-27';
    const assessment = assessQualifiedCall({
      strike: 185,
      grantedOn,
      expiration,
      previousClose: 200,
      availableStrikes: strikes,
    });
    const outcome = assignmentTaxOutcome({
      lots,
      strike: 185,
      contracts: 1,
      premiumPerShare: 15.2,
      grantedOn,
      expiration,
      assessment,
    });
    expect(outcome.slices[0]).toMatchObject({ lotId: 'old', term: 'long' });
  });

  it('says how many of the called shares the lots cover', () => {
    const assessment = assessQualifiedCall({
      strike: 200,
      grantedOn: '2026-01-05',
      expiration: '2026-02-20',
      previousClose: 195,
      availableStrikes: strikes,
    });
    const outcome = assignmentTaxOutcome({
      lots,
      strike: 200,
      contracts: 3,
      premiumPerShare: 2.5,
      grantedOn: '2026-01-05',
      expiration: '2026-02-20',
      assessment,
    });
    expect(outcome.sharesCalled).toBe(300);
    expect(outcome.sharesCovered).toBe(200);
  });
});
