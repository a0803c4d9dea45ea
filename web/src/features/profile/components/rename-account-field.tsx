import { Button, Field, HStack, Input } from '@chakra-ui/react';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { useRef, useState, type MouseEvent } from 'react';
import { toaster } from '../../../lib/toaster';
import { useRenameAccount } from '../api/rename-account';
import { canRename } from '../model/account-name';

/** The buttons keep the focus in the field, so pressing them is not also a blur that saves. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * Spec part 1 §2 and §4: rename with Save and Cancel; Enter or leaving the field saves, Escape or Cancel reverts;
 * optimistic with rollback.
 */
export function RenameAccountField({ account }: { account: Account }) {
  const [draft, setDraft] = useState(account.name);
  const rename = useRenameAccount();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The optimistic update remounts the field; the blur that may follow must not send the same name twice.
  const sent = useRef<string>(undefined);
  const revert = () => setDraft(account.name);
  const save = () => {
    if (!canRename(account.name, draft) || sent.current === draft) return;
    sent.current = draft;
    // The field is keyed by the account's name, so the optimistic update remounts it: the outcome is awaited on the
    // promise, which settles even after the remount (mutate's own callbacks would not run).
    rename.mutateAsync({ id: account.id, name: draft }).then(
      (saved) =>
        toaster.create({
          type: 'success',
          title: 'Account Updated',
          description: `Renamed to ${saved.name}`,
        }),
      () =>
        toaster.create({
          type: 'error',
          title: 'Update Failed',
          description: 'Failed to update account name.',
        }),
    );
  };
  return (
    <Field.Root>
      <Field.Label>Account name</Field.Label>
      <HStack gap="2" w="full" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Input
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') revert();
            if (event.key === 'Enter') save();
          }}
          onBlur={(event) => {
            if (event.relatedTarget !== cancelRef.current) save();
          }}
        />
        <Button
          colorPalette="brand"
          onMouseDown={keepFocus}
          onClick={save}
          disabled={!canRename(account.name, draft)}
          loading={rename.isPending}
        >
          Save
        </Button>
        <Button
          ref={cancelRef}
          variant="ghost"
          onMouseDown={keepFocus}
          onClick={revert}
          disabled={draft === account.name}
        >
          Cancel
        </Button>
      </HStack>
    </Field.Root>
  );
}
