import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/** A yes/no question before something that cannot be undone (deleting or clearing chats). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => (details.open ? undefined : props.onCancel())}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">{props.message}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={props.onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={props.onConfirm} loading={props.busy}>
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
