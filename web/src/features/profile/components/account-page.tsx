import { Button, Heading, HStack, Link, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useImpersonation } from '../../../lib/impersonation';
import { formatDollars } from '../../../lib/money-format';
import { useAccounts } from '../../../lib/portfolio/get-accounts';
import { toaster } from '../../../lib/toaster';
import { useDeleteAccount } from '../api/delete-account';
import { useResetAccount } from '../api/reset-account';
import { useSetAccountVisibility } from '../api/set-account-visibility';
import { AccountSync } from './account-sync';
import { DeleteAccountDialog } from './delete-account-dialog';
import { panel, ProfileLayout } from './profile-layout';
import { RenameAccountField } from './rename-account-field';

function Section({
  title,
  children,
  danger = false,
}: {
  title: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Stack {...panel} borderColor={danger ? 'red.200' : panel.borderColor} p={{ base: '5', md: '6' }} gap="4">
      <Heading as="h2" fontSize="md" color={danger ? 'red.800' : 'gray.900'}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function AccountSettings({ account }: { account: Account }) {
  const navigate = useNavigate();
  const visibility = useSetAccountVisibility();
  const reset = useResetAccount();
  const remove = useDeleteAccount();
  const readOnly = useImpersonation() !== null;
  const manual = account.source === 'manual';
  const onDelete = () =>
    remove.mutate(account, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: 'Account Deleted', description: 'Account deleted' });
        void navigate(paths.profile.accounts.getHref(), { replace: true });
      },
      onError: () =>
        toaster.create(
          manual
            ? { type: 'error', title: 'Deletion Failed', description: 'Failed to delete manual account.' }
            : { type: 'error', title: 'Error deleting account' },
        ),
    });
  return (
    <>
      <Section title="Details">
        {readOnly ? (
          <Stack gap="0.5">
            <Text fontSize="sm" color="gray.600">
              Account name
            </Text>
            <Text color="gray.900">{account.name}</Text>
          </Stack>
        ) : (
          <RenameAccountField key={account.name} account={account} />
        )}
        <Text fontSize="sm" color="gray.600">
          {manual ? 'Manual account' : (account.institutionName ?? `Connected through ${account.source}`)} ·{' '}
          {account.positionsCount} positions · {formatDollars(account.totalValue)}
        </Text>
      </Section>
      {manual ? null : (
        <Section title="Sync">
          <AccountSync account={account} />
        </Section>
      )}
      <Section title="Visibility">
        {readOnly ? (
          <Text fontSize="sm" color="gray.700">
            {account.hidden ? 'Hidden from All accounts' : 'Shown in All accounts and the account switcher'}
          </Text>
        ) : (
          <Switch.Root
            colorPalette="brand"
            checked={!account.hidden}
            disabled={visibility.isPending}
            onCheckedChange={(details) =>
              visibility.mutate(
                { id: account.id, hidden: !details.checked },
                { onError: () => toaster.create({ type: 'error', title: 'Error updating visibility' }) },
              )
            }
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Show in All accounts and the account switcher</Switch.Label>
          </Switch.Root>
        )}
      </Section>
      {readOnly ? null : manual ? (
        <Section title="Reset">
          <Text fontSize="sm" color="gray.600">
            Clears every transaction of this account, including the example portfolio. The account stays.
          </Text>
          {reset.isError ? (
            <Text role="alert" fontSize="sm" color="red.700">
              Failed to clear your demo portfolio. Please try again later.
            </Text>
          ) : null}
          <Button
            alignSelf="start"
            variant="outline"
            loading={reset.isPending}
            onClick={() =>
              reset.mutate(account.id, {
                onSuccess: () =>
                  toaster.create({
                    type: 'success',
                    title: 'Account reset',
                    description: `${account.name} is empty`,
                  }),
              })
            }
          >
            {reset.isError ? 'Retry' : 'Reset Account'}
          </Button>
        </Section>
      ) : null}
      {readOnly ? null : (
        <Section title="Danger zone" danger>
          <HStack justify="space-between" gap="4" flexWrap="wrap">
            <Text fontSize="sm" color="gray.700">
              Delete this account and everything recorded in it.
            </Text>
            <DeleteAccountDialog account={account} deleting={remove.isPending} onConfirm={onDelete} />
          </HStack>
        </Section>
      )}
    </>
  );
}

/** /profile/accounts/{accountId} (spec part 1 §2): rename, visibility, sync, reset and deletion. */
export function AccountPage({ accountId }: { accountId: string }) {
  const accounts = useAccounts();
  const account = accounts.data?.find((candidate) => candidate.id === accountId);
  return (
    <ProfileLayout
      title={account?.name ?? 'Account'}
      back={
        <Link asChild fontSize="sm" color="brand.700" alignSelf="start">
          <RouterLink to={paths.profile.accounts.getHref()}>← All accounts</RouterLink>
        </Link>
      }
    >
      {accounts.isPending ? <Skeleton h="40" rounded="2xl" /> : null}
      {accounts.isSuccess && !account ? (
        <Text color="gray.700">This account does not exist or was deleted.</Text>
      ) : null}
      {account ? <AccountSettings account={account} /> : null}
    </ProfileLayout>
  );
}
