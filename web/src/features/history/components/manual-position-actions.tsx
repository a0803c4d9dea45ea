import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSelectedAccountId } from '../../../lib/portfolio/selected-account';
import { useLoadSampleData, useResetSampleData } from '../api/manual-positions';
import { AddPositionDialog } from './add-position-dialog';

/**
 * Add a position by hand, or load (and reset) the sample portfolio (spec part 2 §2); none while an admin views.
 * Reset shows only where sample data is (`showReset`) and asks first, saying what goes and what stays.
 */
export function ManualPositionActions({ showReset = false }: { showReset?: boolean }) {
  const accountId = useSelectedAccountId();
  const [adding, setAdding] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const load = useLoadSampleData(accountId);
  const reset = useResetSampleData(accountId);
  if (useImpersonation()) return null;
  return (
    <>
      <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setAdding(true)}>
        Add position
      </Button>
      <Button size="sm" variant="ghost" loading={load.isPending} onClick={() => load.mutate()}>
        Load sample data
      </Button>
      {showReset ? (
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          loading={reset.isPending}
          onClick={() => setConfirmingReset(true)}
        >
          Reset sample data
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmingReset}
        title="Reset sample data?"
        text={`This removes the sample positions with their sample trades and dividends from ${
          accountId ? 'this account' : 'every account'
        }. Positions and trades you added yourself stay.`}
        confirmLabel="Reset sample data"
        destructive
        busy={reset.isPending}
        onClose={() => setConfirmingReset(false)}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirmingReset(false) })}
      />
      <AddPositionDialog accountId={accountId} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
