import { candlesResponseSchema, optionChainSchema, priceSchema } from '@thetix/shared/contracts/market-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../testing/stack-client';

/** The market-data routes through the local HTTP adapter, the Lambda handler and the simulator (real time). */
describe('market-data routes against the local stack', () => {
  let token: string;

  beforeAll(async () => {
    token = await tokenFor('investor@thetix.local');
  });

  it('GET /api/price/{ticker} answers a simulated quote for a signed-in user', async () => {
    const response = await callApi('/api/price/aapl', { token });

    expect(response.status).toBe(200);
    const price = priceSchema.parse(response.body);
    expect(price).toMatchObject({ ticker: 'AAPL', dataSource: 'simulated' });
    expect(price.price).toBeGreaterThan(0);
  });

  it('refuses market data without a sign-in', async () => {
    const response = await callApi('/api/price/AAPL');

    expect(response.status).toBe(401);
  });

  it('answers an unknown ticker with a 404 and a bad one with a 400 naming the field', async () => {
    const unknown = await callApi('/api/price/ZZZZ', { token });
    const bad = await callApi('/api/price/TOOLONG', { token });

    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'Ticker ZZZZ not found' });
    expect(bad.status).toBe(400);
    expect(String(bad.body?.message)).toContain('params.ticker');
  });

  it('GET /api/price and /api/prev-close answer the known tickers of a list', async () => {
    const prices = await callApi('/api/price?tickers=AAPL,msft,ZZZZ', { token });
    const closes = await callApi('/api/prev-close?tickers=AAPL', { token });

    expect(prices.status).toBe(200);
    expect((prices.body as unknown as { ticker: string }[]).map((entry) => entry.ticker)).toEqual([
      'AAPL',
      'MSFT',
    ]);
    expect(closes.status).toBe(200);
    expect(closes.body).toEqual([{ ticker: 'AAPL', price: expect.any(Number), dataSource: 'simulated' }]);
  });

  it('GET /api/candles/{ticker} answers daily bars and refuses dates in the future', async () => {
    const response = await callApi('/api/candles/SPY?from=2025-01-02&to=2025-01-31', { token });
    const future = await callApi('/api/candles/SPY?from=2025-01-02&to=2099-01-01', { token });
    const reversed = await callApi('/api/candles/SPY?from=2025-02-01&to=2025-01-02', { token });

    expect(response.status).toBe(200);
    const { candles } = candlesResponseSchema.parse(response.body);
    // January 2025 had 20 sessions: New Year's Day, the national day of mourning (9th) and MLK Day were closed.
    expect(candles).toHaveLength(20);
    expect(future.status).toBe(400);
    expect(String(future.body?.message)).toContain('must not be in the future');
    expect(reversed.status).toBe(400);
  });

  it('GET /api/options/{ticker}/expirations then /api/options/{ticker} answer a listed chain', async () => {
    const expirations = await callApi('/api/options/AAPL/expirations', { token });
    const first = (expirations.body?.expirations as { date: string }[])[0]!.date;
    const chain = await callApi(`/api/options/AAPL?expiration_date=${first}`, { token });
    const notListed = await callApi('/api/options/AAPL?expiration_date=2099-01-01', { token });

    expect(expirations.status).toBe(200);
    expect(chain.status).toBe(200);
    const parsed = optionChainSchema.parse(chain.body);
    expect(parsed.expiration).toBe(first);
    expect(parsed.options.some((row) => row.type === 'call')).toBe(true);
    expect(notListed.status).toBe(404);
    expect(String(notListed.body?.message)).toContain('No options chain');
  });

  it('GET /api/companies is public and names the company', async () => {
    const one = await callApi('/api/companies/brk-b');
    const many = await callApi('/api/companies?tickers=KO,ZZZZ');

    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ ticker: 'BRK.B', name: expect.stringContaining('Berkshire') });
    expect(String(one.body?.iconUrl)).toMatch(/^data:image\/svg\+xml,/);
    expect(many.body).toEqual([expect.objectContaining({ ticker: 'KO' })]);
  });

  it('price-at-date, date-for-price and validate agree with each other', async () => {
    const atDate = await callApi('/api/market-data/price-at-date/KO?date=2025-03-15', { token });
    const price = Number(atDate.body?.price);
    const forPrice = await callApi(`/api/market-data/date-for-price/KO?price=${price}`, { token });
    const validate = await callApi('/api/market-data/validate', {
      method: 'POST',
      token,
      xsrf: true,
      body: { ticker: 'KO', price, date: String(atDate.body?.date) },
    });
    const badPrice = await callApi('/api/market-data/date-for-price/KO?price=-3', { token });

    // 15 March 2025 was a Saturday: the price is Friday's close.
    expect(atDate.body).toMatchObject({ ticker: 'KO', date: '2025-03-14' });
    expect(forPrice.status).toBe(200);
    expect(String(forPrice.body?.date) >= '2025-03-14').toBe(true);
    expect(validate.status).toBe(200);
    expect(validate.body).toMatchObject({ valid: true, close: price });
    expect(badPrice.status).toBe(400);
    expect(String(badPrice.body?.message)).toContain('query.price');
  });

  it('GET /api/market-data/events/{ticker} lists dividends and earnings', async () => {
    const response = await callApi('/api/market-data/events/KO?from=2025-01-01&to=2025-12-31', { token });

    expect(response.status).toBe(200);
    expect((response.body?.dividends as unknown[]).length).toBe(4);
    expect((response.body?.earnings as unknown[]).length).toBe(4);
  });
});
