import { Button, HStack, Text } from '@chakra-ui/react';
import { SYNC_ALREADY_IN_PROGRESS } from '@thetix/shared/contracts/brokerage';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { GENERIC_FAILURE } from '../../../lib/api-client';
import { useImpersonation } from '../../../lib/impersonation';
import { useSyncStatus } from '../../../lib/portfolio/get-sync-status';
import { toaster } from '../../../lib/toaster';
import { useSyncAccount } from '../api/sync-account';

const syncedAt = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A connected account's last sync (its aggregator's sync status) and its Sync action (spec part 1 §2, §4). */
export function AccountSync({ account }: { account: Account }) {
  const status = useSyncStatus(account.source === 'manual' ? undefined : account.source);
  const sync = useSyncAccount();
  const readOnly = useImpersonation() !== null;
  if (account.source === 'manual') return null;
  const syncing = status.data?.is_syncing ?? false;
  const last = status.data?.last_successful_sync;
  const onSync = () =>
    sync.mutate(account.id, {
      onSuccess: (result) =>
        toaster.create(
          result.message === SYNC_ALREADY_IN_PROGRESS
            ? { type: 'info', title: SYNC_ALREADY_IN_PROGRESS }
            : { type: 'success', title: 'Sync started' },
        ),
      onError: (error) =>
        toaster.create({
          type: 'error',
          title: 'Sync failed',
          description: error.message || GENERIC_FAILURE,
        }),
    });
  return (
    <HStack gap="3" justify="space-between" flexWrap="wrap">
      <Text fontSize="sm" color={status.data?.last_sync_failed ? 'red.700' : 'gray.600'}>
        {syncing
          ? (status.data?.progress_message ?? 'Syncing...')
          : status.data?.last_sync_failed
            ? 'Sync failed. Please try again.'
            : last
              ? `Last synced ${syncedAt.format(new Date(last))}`
              : 'Not synced yet'}
      </Text>
      {readOnly ? null : (
        <Button
          size="xs"
          variant="outline"
          onClick={onSync}
          loading={sync.isPending || syncing}
          loadingText="Syncing..."
          aria-label={`Sync ${account.name}`}
        >
          Sync
        </Button>
      )}
    </HStack>
  );
}
