import { paths } from '../../config/paths';
import { useAccounts, visibleAccounts } from '../../lib/portfolio/get-accounts';
import { useSelectedAccountId } from '../../lib/portfolio/selected-account';
import { AskPage } from '../../features/ask/components/ask-page';
import { useProfile } from '../../features/profile/api/get-profile';

/**
 * /dashboard/ask: the Ask Thetix chat. The header links the account chosen in the switcher (its page), or the
 * account list for All accounts; the debug view follows the profile's show_thetix_chat_debug flag.
 */
export function AskRoute() {
  const accountId = useSelectedAccountId();
  const account = visibleAccounts(useAccounts().data ?? []).find((entry) => entry.id === accountId);
  const showDebug = useProfile().data?.featureFlags.show_thetix_chat_debug === true;
  return (
    <AskPage
      accountName={account?.name ?? 'All accounts'}
      accountHref={account ? paths.profile.account.getHref(account.id) : paths.profile.accounts.getHref()}
      showDebug={showDebug}
    />
  );
}
