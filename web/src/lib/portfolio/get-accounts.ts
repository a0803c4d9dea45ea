import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountListSchema, type Account } from '@thetix/shared/contracts/portfolio';
import { api } from '../api-client';

/**
 * GET /api/accounts. Shared by the shell's account switcher, onboarding and the profile pages (and later the
 * dashboard), so one cache entry serves them all and every mutation invalidates one key.
 */
export function getAccounts(signal?: AbortSignal): Promise<Account[]> {
  return api.request('GET /api/accounts', { schema: accountListSchema, signal });
}

export const accountsQueryKey = ['portfolio', 'accounts'] as const;

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: accountsQueryKey, queryFn: ({ signal }) => getAccounts(signal) });

export const useAccounts = () => useQuery(accountsQueryOptions());

/** Spec part 1 §2: hidden accounts are left out of the switcher and the all-accounts views. */
export const visibleAccounts = (accounts: readonly Account[]): Account[] =>
  accounts.filter((account) => !account.hidden);

/** Spec part 1 §2: the 'Connect Investment Account' prompts are for users whose accounts are all manual. */
export const isManualOnly = (accounts: readonly Account[]): boolean =>
  accounts.every((account) => account.source === 'manual');
