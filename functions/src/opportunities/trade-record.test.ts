import { parseOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import type {
  CloseOpportunity,
  PutSellOpportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import {
  createOpenShortPut,
  createPosition,
  createPutInput,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from '@thetix/shared/opportunities/testing/fixtures';
import { closeLines, coveredCallLines, putSellLines, rollLines } from './trade-record';

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

describe('tracking record of a cash-secured put (issue 31)', () => {
  const context = {
    opportunityId: 'opp_p',
    accountId: 'account-1',
    ticker: 'ACME',
    at: '2025-03-10T18:00:00.000Z',
  };

  it('records a put sale as a sell line of a put series, at the mid, for the contracts chosen', () => {
    // Prepare: the balanced weekly $98 put, $20,000 set aside: 2 contracts secured.
    const put = generateOpportunities(
      createPutInput({ watchlist: [{ ticker: 'ACME', riskLevel: 'balanced', cash: 20_000 }] }),
    ).opportunities[0] as PutSellOpportunity;

    // Act
    const lines = putSellLines(context, put, 1);

    // Assess
    expect(lines).toEqual([
      expect.objectContaining({
        id: 'opp_p-sell',
        groupId: 'opp_p-sell',
        symbol: 'ACME250314P00098000',
        tickerType: 'option',
        orderType: 'sell',
        optionType: 'put',
        strike: 98,
        expiration: THIS_FRIDAY,
        quantity: 1,
        price: put.details.premium,
      }),
    ]);
  });

  it('records a put bought back in the series it closes', () => {
    // Prepare
    const held = createOpenShortPut({
      strike: 95,
      expiration: NEXT_FRIDAY,
      contracts: 2,
      averagePremium: 1.297,
    });
    const close = generateOpportunities(
      createPutInput({ watchlist: [], positions: [createPosition({ shares: 0, openShortPuts: [held] })] }),
    ).opportunities[0] as CloseOpportunity;

    // Act
    const lines = closeLines(context, close, 2, 'group-held');

    // Assess
    expect(lines).toEqual([
      expect.objectContaining({
        groupId: 'group-held',
        symbol: 'ACME250321P00095000',
        orderType: 'buy',
        optionType: 'put',
        quantity: 2,
        price: close.details.premium,
      }),
    ]);
  });

  it('records a put rolled down and out as a put bought back and a new put sold', () => {
    // Prepare
    const held = createOpenShortPut({ strike: 100, expiration: THIS_FRIDAY, averagePremium: 0.5 });
    const roll = generateOpportunities(
      createPutInput({
        now: newYorkInstant('2025-03-14', 10, 0),
        positions: [createPosition({ shares: 0, openShortPuts: [held] })],
      }),
    ).opportunities.find((opportunity) => opportunity.opportunity_type === 'option_roll') as RollOpportunity;

    // Act
    const [close, open] = rollLines(context, roll, 1, undefined);

    // Assess
    expect(close).toMatchObject({ symbol: 'ACME250314P00100000', orderType: 'buy', optionType: 'put' });
    expect(open).toMatchObject({
      symbol: 'ACME250321P00098000',
      orderType: 'sell',
      optionType: 'put',
      strike: 98,
      expiration: NEXT_FRIDAY,
    });
  });
});
