// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import type { Company } from '@thetix/shared/contracts/market-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';
import { companyQueryOptions, getCompany } from './get-company';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const createCompany = (overrides: Partial<Company> = {}): Company => ({
  ticker: 'BRK.B',
  name: 'Berkshire Hathaway Inc. Class B',
  iconUrl: 'data:image/svg+xml,',
  type: 'stock',
  sector: 'Financials',
  exchange: 'NYSE',
  weeklyOptions: true,
  ...overrides,
});

describe('GET /api/companies/{ticker}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('looks the ticker up without a token and returns the company', async () => {
    // Prepare
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(createCompany()));
    vi.stubGlobal('fetch', fetch);

    // Act
    const company = await getCompany('BRK.B');

    // Assess
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/companies/BRK.B');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(company.name).toBe('Berkshire Hathaway Inc. Class B');
  });

  it('answers an unknown ticker once, without retrying, and keeps companies for 24 hours', async () => {
    // Prepare
    const fetch = vi.fn(async () => json({ message: 'Ticker ZZZZ not found', code: 'NOT_FOUND' }, 404));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();

    // Act
    const error = await client
      .fetchQuery({ ...companyQueryOptions('ZZZZ'), retryDelay: 0 })
      .catch((caught: unknown) => caught);

    // Assess
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(companyQueryOptions('AAPL').staleTime).toBe(staleTimes.referenceData);
  });
});
