import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { useSelectedAccountId } from '../../../lib/portfolio/selected-account';
import { useLoadSampleData, useResetSampleData } from '../api/manual-positions';
import { AddPositionDialog } from './add-position-dialog';

/** Add a position by hand, or load (and reset) the sample portfolio (spec part 2 §2); none while an admin views. */
export function ManualPositionActions({ showReset = false }: { showReset?: boolean }) {
  const accountId = useSelectedAccountId();
  const [adding, setAdding] = useState(false);
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
          onClick={() => reset.mutate()}
        >
          Reset sample data
        </Button>
      ) : null}
      <AddPositionDialog accountId={accountId} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
