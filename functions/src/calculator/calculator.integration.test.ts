import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  calculatorRequestSchema,
  calculatorResponseSchema,
  wheelCalculatorResponseSchema,
} from '@thetix/shared/contracts/calculator';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, stackTable } from '../testing/stack-client';
import { marketModel } from '../market-data/market-source';
import { stableJson } from '../platform/response-cache';
import { backtestDate } from './calculator-service';
import { CALCULATOR_RATE_LIMIT } from './http';

const PATH = '/api/public/covered-call-calculator';

/**
 * Each call comes from its own viewer address (the header CloudFront sets in AWS), so the per-client rate limit of
 * one test never touches another.
 */
const client = () => ({ 'cloudfront-viewer-address': `client-${randomUUID()}:443` });

describe('POST /api/public/covered-call-calculator against the local stack', () => {
  it('answers a backtest for a visitor without sign-in or XSRF token', async () => {
    const response = await callApi(PATH, {
      method: 'POST',
      headers: client(),
      body: { positions: { AAPL: 100_000 }, risk_level: 'balanced', duration: 'weekly', allocation: 1 },
    });

    expect(response.status).toBe(200);
    const result = calculatorResponseSchema.parse(response.body);
    expect(result.dataSource).toBe('simulated');
    const { low, median, high } = result.portfolio.yearly_income;
    expect(low).toBeLessThanOrEqual(median);
    expect(median).toBeLessThanOrEqual(high);
    expect(median).toBeGreaterThan(0);
    expect(result.portfolio.monthly_income.median).toBeCloseTo(median / 12, 1);
    // Beside the premium, what the backtest kept after assignments: premium - upside given up.
    for (const key of ['low', 'median', 'high'] as const) {
      expect(result.portfolio.net_yearly_income[key]).toBeLessThanOrEqual(
        result.portfolio.yearly_income[key],
      );
      expect(result.portfolio.upside_given_up[key]).toBeGreaterThanOrEqual(0);
    }
    expect(result.tickers.AAPL?.net_yearly_income).toEqual(result.portfolio.net_yearly_income);
  });

  it('explains per ticker when a position is too small or not supported', async () => {
    const response = await callApi(PATH, {
      method: 'POST',
      headers: client(),
      body: { positions: { KO: 500, ZZZZ: 50_000 }, risk_level: 'conservative', duration: 'monthly' },
    });

    expect(response.status).toBe(200);
    const result = calculatorResponseSchema.parse(response.body);
    expect(result.tickers.KO?.error).toContain('Not enough shares');
    expect(result.tickers.KO?.min_investment_needed).toBeGreaterThan(500);
    expect(result.tickers.KO?.current_price).toBeGreaterThan(0);
    expect(result.tickers.ZZZZ?.error).toContain('not supported');
  });

  it.each([
    [{ positions: {}, risk_level: 'balanced', duration: 'weekly' }, 'body.positions'],
    [{ positions: { AAPL: -5 }, risk_level: 'balanced', duration: 'weekly' }, 'body.positions.AAPL'],
    [{ positions: { AAPL: 'lots' }, risk_level: 'balanced', duration: 'weekly' }, 'body.positions.AAPL'],
    [{ positions: { TOOLONG: 1000 }, risk_level: 'balanced', duration: 'weekly' }, 'body.positions'],
    [{ positions: { AAPL: 1000 }, risk_level: 'reckless', duration: 'weekly' }, 'body.risk_level'],
    [{ positions: { AAPL: 1000 }, risk_level: 'balanced', duration: 'daily' }, 'body.duration'],
    [
      { positions: { AAPL: 1000 }, risk_level: 'balanced', duration: 'weekly', strategy: 'strangle' },
      'body.strategy',
    ],
    [
      { positions: { AAPL: 1000 }, risk_level: 'balanced', duration: 'weekly', start_date: '2099-01-01' },
      'start_date',
    ],
    [
      { positions: { AAPL: 1000 }, risk_level: 'balanced', duration: 'weekly', start_date: '2001-01-01' },
      'start_date',
    ],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await callApi(PATH, { method: 'POST', headers: client(), body });

    expect(response.status).toBe(400);
    expect(String(response.body?.message)).toContain(field);
  });

  it('answers the wheel for strategy wheel, and the covered calls unchanged without one (issue 31 item 4)', async () => {
    // Act
    const body = { positions: { KO: 100_000 }, risk_level: 'balanced', duration: 'monthly' };
    const wheel = await callApi(PATH, {
      method: 'POST',
      headers: client(),
      body: { ...body, strategy: 'wheel' },
    });
    const coveredCalls = await callApi(PATH, { method: 'POST', headers: client(), body });

    // Assess
    expect(wheel.status).toBe(200);
    const result = wheelCalculatorResponseSchema.parse(wheel.body);
    expect(result.strategy).toBe('wheel');
    expect(result.dataSource).toBe('simulated');
    expect(result.tickers.KO?.cash).toBe(100_000);
    expect(result.portfolio.ending_value.median).toBeCloseTo(
      100_000 + result.portfolio.kept_yearly.median,
      2,
    );
    expect(result.portfolio.yearly_income.median).toBeGreaterThan(0);
    expect(coveredCalls.status).toBe(200);
    expect(coveredCalls.body).not.toHaveProperty('strategy');
    expect(calculatorResponseSchema.parse(coveredCalls.body).portfolio.net_yearly_income).toBeDefined();
  });

  it('keys the cache by strategy: a wheel request is never answered with the covered calls', async () => {
    // Prepare: the covered calls computed and stored first
    const body = { positions: { MSFT: 98_765 }, risk_level: 'conservative', duration: 'weekly' } as const;
    await callApi(PATH, { method: 'POST', headers: client(), body });

    // Act
    const wheel = await callApi(PATH, {
      method: 'POST',
      headers: client(),
      body: { ...body, strategy: 'wheel' },
    });

    // Assess
    expect(wheel.status).toBe(200);
    expect(wheelCalculatorResponseSchema.parse(wheel.body).strategy).toBe('wheel');
  });

  it('keeps an answer for 5 minutes: the same request is served from the table cache', async () => {
    // Prepare: a first call computes and stores the answer
    const body = { positions: { MSFT: 123_457 }, risk_level: 'aggressive', duration: 'monthly' } as const;
    const first = await callApi(PATH, { method: 'POST', headers: client(), body });
    const request = calculatorRequestSchema.parse(body);
    const key = { ...request, start_date: backtestDate(undefined, new Date(), marketModel()) };
    const pk = `CACHE#calculator#${createHash('sha256').update(stableJson(key)).digest('hex')}`;
    const stored = calculatorResponseSchema.parse(first.body);
    const marked = { ...stored, start_date: '1999-12-31' };
    await stackTable().client.send(
      new UpdateCommand({
        TableName: stackTable().name,
        Key: { pk, sk: 'CACHE' },
        UpdateExpression: 'SET #value = :value',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':value': JSON.stringify(marked) },
      }),
    );

    // Act: the same request again, from another client
    const second = await callApi(PATH, { method: 'POST', headers: client(), body });

    // Assess: the answer is the stored one, not a recomputation
    expect(first.status).toBe(200);
    expect(second.body).toEqual(marked);
  });

  it(`answers 429 with a clear message after ${CALCULATOR_RATE_LIMIT} calls a minute from one address`, async () => {
    const headers = client();
    const body = { positions: { AAPL: 100 }, risk_level: 'balanced', duration: 'weekly' };
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof callApi>> | undefined;
    // A fixed window may roll over once during the loop, so up to twice the limit can pass before the first 429.
    while (!refused && statuses.length <= 2 * CALCULATOR_RATE_LIMIT + 1) {
      const response = await callApi(PATH, { method: 'POST', headers, body });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }

    expect(refused?.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(String(refused?.body?.message)).toContain('Too many calculations');
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(CALCULATOR_RATE_LIMIT);
  });
});
