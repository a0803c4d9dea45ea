import { ALL_ACCOUNTS } from '@thetix/shared/contracts/goals';

/**
 * How a scope's settings combine with the All-accounts ones: a ticker's setting in an account is the account's own
 * when it has one, else the All-accounts one. In the All-accounts scope only All-accounts settings count.
 */
export function effectiveByTicker<T extends { ticker: string }>(
  scope: string,
  allAccounts: readonly T[],
  account: readonly T[],
): T[] {
  const byTicker = new Map<string, T>();
  for (const setting of allAccounts) byTicker.set(setting.ticker, setting);
  if (scope !== ALL_ACCOUNTS) for (const setting of account) byTicker.set(setting.ticker, setting);
  return [...byTicker.values()].sort((a, b) => a.ticker.localeCompare(b.ticker));
}

/**
 * Which allocation a scope inherits for a ticker: the All-accounts custom value for an account, the strategy
 * default for All accounts. Saving exactly that value removes the scope's own item instead of storing a copy.
 */
export function inheritedAllocation(
  scope: string,
  allAccountsCustom: number | undefined,
  strategyDefault: number,
): number {
  return scope === ALL_ACCOUNTS ? strategyDefault : (allAccountsCustom ?? strategyDefault);
}
