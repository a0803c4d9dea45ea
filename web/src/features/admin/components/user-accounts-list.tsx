import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AdminUserAccount, UserSearchResult } from '@thetix/shared/contracts/admin';
import { useUserAccounts } from '../api/get-user-accounts';
import { PickList, PickRow } from './pick-list';

const sourceLabels: Record<AdminUserAccount['source'], string> = {
  manual: 'Manual',
  snaptrade: 'SnapTrade',
  plaid: 'Plaid',
  sandbox: 'Sandbox',
};

/** The second step of the admin dialog (spec part 1 §2): the chosen user's accounts, hidden ones flagged. */
export function UserAccountsList(props: {
  user: UserSearchResult;
  onBack: () => void;
  onPick: (account: AdminUserAccount) => void;
}) {
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {props.user.email}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {props.user.id}
          </Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={props.onBack}>
          Back
        </Button>
      </HStack>
      <AccountChoices userId={props.user.id} onPick={props.onPick} />
    </Stack>
  );
}

function AccountChoices(props: { userId: string; onPick: (account: AdminUserAccount) => void }) {
  const accounts = useUserAccounts(props.userId);
  if (accounts.isError) {
    return (
      <Text role="alert" color="red.700">
        Error loading accounts: {accounts.error.message}
      </Text>
    );
  }
  if (!accounts.data) return <Spinner size="sm" aria-label="Loading accounts" />;
  if (accounts.data.accounts.length === 0) return <Text color="fg.muted">This user has no accounts</Text>;
  return (
    <PickList label="Accounts">
      {accounts.data.accounts.map((account) => (
        <PickRow
          key={account.id}
          title={account.name}
          detail={`${sourceLabels[account.source]} · ${account.id}`}
          onPick={() => props.onPick(account)}
        >
          {account.hidden ? <Badge colorPalette="gray">Hidden</Badge> : null}
        </PickRow>
      ))}
    </PickList>
  );
}
