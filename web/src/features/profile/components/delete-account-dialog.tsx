import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { useState } from 'react';

/** The danger zone's confirmation: deleting removes the account's transactions, goals and allocations. */
export function DeleteAccountDialog(props: { account: Account; deleting: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      role="alertdialog"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline">
          Delete Account
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>Delete {props.account.name}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">
                This removes the account with its transactions, goals and allocations. It cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep Account</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={props.deleting} onClick={props.onConfirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
