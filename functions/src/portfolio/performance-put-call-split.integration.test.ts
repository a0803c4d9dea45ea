import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, weekdayOf } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate, newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import type { CampaignList } from '@thetix/shared/contracts/campaigns';
import type { Performance } from '@thetix/shared/contracts/portfolio';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, stackTable, writeAs } from '../testing/stack-client';
import { toBookItem, toHeadItem } from './book-snapshot-entity';
import { toDayItem } from './income-aggregate-entity';
import { buildPortfolioRepository } from './portfolio-repository';

/** The Friday on or before a date. */
const fridayOnOrBefore = (date: string) => addDays(date, -((weekdayOf(date) - 5 + 7) % 7));
const cents = (value: number) => Math.round(value * 100);

/**
 * Gains split option income into puts and calls (issue 31 item 4, decision 380): GET /api/portfolio/performance's
 * parts are the campaigns' put and call income of the same user (the other reading of the same ledger lines), and
 * an aggregate snapshot stored before the split is rebuilt, not read as zero puts.
 */
describe('option income split into puts and calls against the local stack', () => {
  it("equals the campaigns' put and call income, adds up to the whole, and survives an old snapshot", async () => {
    // Prepare: the example portfolio (calls on shares held) and a second account with a wheel on KO: a put sold and
    // expired, a put sold and bought back, a put assigned, a call sold on the shares and bought back.
    const table = stackTable();
    const user = await createUserWithProfile();
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    expect(loaded.status).toBe(201);
    const created = await writeAs(user, '/api/accounts', 'POST', { name: 'Wheel' });
    expect(created.status).toBe(201);
    const accountId = String(created.body?.id);
    const today = newYorkDate(new Date());
    const firstExpiry = fridayOnOrBefore(addDays(today, -120));
    const secondExpiry = fridayOnOrBefore(addDays(today, -80));
    const thirdExpiry = fridayOnOrBefore(addDays(today, -50));
    const callExpiry = fridayOnOrBefore(addDays(today, -10));
    const base = { accountId, ticker: 'KO', fees: 0, source: 'manual' as const, testData: false };
    const option = (type: 'put' | 'call', strike: number, expiration: string) => {
      const symbol = `KO${expiration.slice(2).replaceAll('-', '')}${type === 'put' ? 'P' : 'C'}000${strike}000`;
      return {
        ...base,
        symbol,
        groupId: symbol,
        tickerType: 'option' as const,
        optionType: type,
        strike,
        expiration,
      };
    };
    const first = option('put', 60, firstExpiry);
    const second = option('put', 59, secondExpiry);
    const third = option('put', 58, thirdExpiry);
    const call = option('call', 62, callExpiry);
    const at = (date: string, hour: number) => newYorkInstant(date, hour, 0).toISOString();
    const lines: LedgerLine[] = [
      {
        ...first,
        id: 'p1',
        timestamp: at(addDays(firstExpiry, -20), 10),
        orderType: 'sell',
        quantity: 1,
        price: 1.2,
        fees: 1.3,
      },
      {
        ...first,
        id: 'p1-expired',
        timestamp: at(firstExpiry, 16),
        orderType: 'expiry',
        quantity: 1,
        price: 0,
      },
      {
        ...second,
        id: 'p2',
        timestamp: at(addDays(secondExpiry, -20), 10),
        orderType: 'sell',
        quantity: 1,
        price: 1.5,
      },
      {
        ...second,
        id: 'p2-close',
        timestamp: at(addDays(secondExpiry, -5), 10),
        orderType: 'buy',
        quantity: 1,
        price: 0.4,
      },
      {
        ...third,
        id: 'p3',
        timestamp: at(addDays(thirdExpiry, -20), 10),
        orderType: 'sell',
        quantity: 1,
        price: 0.9,
      },
      {
        ...third,
        id: 'p3-assigned',
        timestamp: at(thirdExpiry, 16),
        orderType: 'assignment',
        quantity: 1,
        price: 0,
      },
      {
        ...base,
        id: 'p3-shares',
        groupId: third.groupId,
        symbol: 'KO',
        timestamp: at(thirdExpiry, 16),
        tickerType: 'equity',
        orderType: 'assignment',
        optionType: 'put',
        quantity: 100,
        price: 58,
      },
      {
        ...call,
        id: 'c1',
        timestamp: at(addDays(thirdExpiry, 3), 10),
        orderType: 'sell',
        quantity: 1,
        price: 0.8,
      },
      {
        ...call,
        id: 'c1-close',
        timestamp: at(addDays(callExpiry, -3), 10),
        orderType: 'buy',
        quantity: 1,
        price: 0.3,
      },
    ];
    await buildPortfolioRepository(table).putLines(user.userId, lines);

    // Act
    const performance = await callApi('/api/portfolio/performance', { token: user.token });
    const list = await callApi('/api/campaigns', { token: user.token });
    const wheelOnly = await callApi(`/api/portfolio/performance?accountId=${accountId}`, {
      token: user.token,
    });

    // Assess
    expect(performance.status).toBe(200);
    expect(list.status).toBe(200);
    const figures = performance.body as unknown as Performance;
    const campaigns = (list.body as unknown as CampaignList).campaigns;
    expect(campaigns.some((campaign) => campaign.started_with === 'put')).toBe(true);
    expect(campaigns.some((campaign) => campaign.started_with === 'call_on_shares_held')).toBe(true);
    const putIncome = campaigns.reduce((sum, campaign) => sum + campaign.put_income, 0);
    const callIncome = campaigns.reduce((sum, campaign) => sum + campaign.call_income, 0);
    // Each campaign is rounded to the cent on its own: the sums differ from the rounded total by half a cent each.
    const slack = campaigns.length * 0.005 + 1e-9;
    expect(Math.abs(putIncome - figures.realizedPutIncome!)).toBeLessThanOrEqual(slack);
    expect(Math.abs(callIncome - figures.realizedCallIncome!)).toBeLessThanOrEqual(slack);
    expect(cents(figures.realizedPutIncome!) + cents(figures.realizedCallIncome!)).toBe(
      cents(figures.realizedOptionsIncome),
    );
    const ytd = figures.incomeSince.yearToDate;
    expect(cents(ytd.optionsFromPuts!) + cents(ytd.optionsFromCalls!)).toBe(cents(ytd.options));
    // The wheel account alone: 118.70 expired + 110 bought back + 90 assigned from puts, 50 from the call.
    const wheel = wheelOnly.body as unknown as Performance;
    expect(wheel.realizedPutIncome).toBe(318.7);
    expect(wheel.realizedCallIncome).toBe(50);
    expect(wheel.realizedOptionsIncome).toBe(368.7);

    // Prepare: the wheel account's snapshot as version 1 stored it (no put fields), as left before this change.
    const repository = buildPortfolioRepository(table);
    const stored = (await repository.readAggregates(user.userId, accountId))!;
    expect(stored.watermark.version).toBe(2);
    const head = { ...stored.watermark, version: 1 };
    await table.client.send(new PutCommand({ TableName: table.name, Item: toHeadItem(user.userId, head) }));
    for (const { realizedPutOptions: _put, ...book } of stored.books)
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: toBookItem(user.userId, book as (typeof stored.books)[number]),
        }),
      );
    for (const { putOptions: _put, ...day } of stored.days)
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: toDayItem(user.userId, day as (typeof stored.days)[number]),
        }),
      );
    // Act
    const afterOld = await callApi(`/api/portfolio/performance?accountId=${accountId}`, {
      token: user.token,
    });
    // Assess: the old head is not of this version, so the snapshot is rebuilt and the split is the same.
    const healed = afterOld.body as unknown as Performance;
    expect(healed.realizedPutIncome).toBe(318.7);
    expect(healed.realizedCallIncome).toBe(50);
    expect((await repository.readAggregates(user.userId, accountId))?.watermark.version).toBe(2);
  });
});
