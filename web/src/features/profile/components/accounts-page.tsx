import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useImpersonation } from '../../../lib/impersonation';
import { useAccounts } from '../../../lib/portfolio/get-accounts';
import { AccountList } from './account-list';
import { BrokerageConnectPanel } from './brokerage-connect-panel';
import { CreateAccountForm } from './create-account-form';
import { ReconnectConnections } from './reconnect-connections';
import { panel, ProfileLayout } from './profile-layout';

/** /profile/accounts (spec part 1 §2): the accounts and the connect widget with its two tabs. */
export function AccountsPage() {
  const accounts = useAccounts();
  const readOnly = useImpersonation() !== null;
  return (
    <ProfileLayout
      title="Accounts"
      description="Your brokerage and manual accounts. Hidden accounts stay out of All accounts."
    >
      {readOnly ? null : <ReconnectConnections />}
      <Stack {...panel} gap="0" overflow="hidden">
        <AccountList accounts={accounts.data} error={accounts.error} />
      </Stack>
      {readOnly ? null : (
        <Stack {...panel} p={{ base: '5', md: '6' }} gap="4">
          <Text fontWeight="semibold" color="gray.900">
            Add an account
          </Text>
          <Tabs.Root defaultValue="manual" variant="enclosed" fitted>
            <Tabs.List>
              <Tabs.Trigger value="sync">Sync Brokerage</Tabs.Trigger>
              <Tabs.Trigger value="manual">Manual Entry</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sync" pt="5">
              <BrokerageConnectPanel />
            </Tabs.Content>
            <Tabs.Content value="manual" pt="5">
              <CreateAccountForm />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      )}
    </ProfileLayout>
  );
}
