import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySchema } from '@thetix/shared/contracts/market-data';
import { api } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';

/** GET /api/companies/{ticker}: the card's icon and the drawer's company name (cached 24 hours, spec part 2 §9). */
export const companyQueryOptions = (ticker: string) =>
  queryOptions({
    queryKey: ['public', 'companies', ticker],
    queryFn: ({ signal }) =>
      api.request('GET /api/companies/{ticker}', { schema: companySchema, params: { ticker }, signal }),
    staleTime: staleTimes.referenceData,
    meta: { suppressErrorToast: true },
  });

export const useCompany = (ticker: string) => useQuery(companyQueryOptions(ticker));
