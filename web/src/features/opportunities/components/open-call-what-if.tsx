import { Button, Stack } from '@chakra-ui/react';
import type { OpenCallStatus } from '@thetix/shared/contracts/opportunities';
import { useMemo, useState } from 'react';
import { calendarDate, money } from '../model/format';
import { heldCallWhatIf } from '../model/what-if-position';
import { WhatIfPanel } from './what-if-panel';

/** An open call's what-if grid on the position page, opened on demand (issue 32 item 1). */
export function OpenCallWhatIf({ call, spot }: { call: OpenCallStatus; spot: number }) {
  const [open, setOpen] = useState(false);
  const whatIf = call.what_if;
  const position = useMemo(() => (whatIf ? heldCallWhatIf(call, whatIf) : undefined), [call, whatIf]);
  if (!whatIf || !position) return null;
  const label = `${money(call.strike)} ${calendarDate(call.expiration)} call`;
  return (
    <Stack gap="2">
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? `Hide what if for the ${label}` : `What if: ${label}`}
      </Button>
      {open ? <WhatIfPanel position={position} spot={spot} whatIf={whatIf} strike={call.strike} /> : null}
    </Stack>
  );
}
