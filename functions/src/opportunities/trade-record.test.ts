import { parseOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import { describe, expect, it } from 'vitest';
import { coveredCallLines } from './trade-record';

describe('tracking record of a covered call', () => {
  it('writes the OCC symbol with the root OSI uses for a share class (BRK.B options trade as BRKB)', () => {
    // Act
    const [line] = coveredCallLines(
      { opportunityId: 'opp_1', accountId: 'account-1', ticker: 'BRK.B', at: '2026-11-16T19:00:00.000Z' },
      { strike: 510, expiration: '2026-12-18', premium: 4.35, contracts: 2 },
    );
    // Assess
    expect(line).toMatchObject({ ticker: 'BRK.B', symbol: 'BRKB261218C00510000', quantity: 2, price: 4.35 });
    expect(parseOccSymbol(line!.symbol)).toEqual({
      ok: true,
      option: { root: 'BRKB', expiration: '2026-12-18', type: 'call', strike: 510 },
    });
  });
});
