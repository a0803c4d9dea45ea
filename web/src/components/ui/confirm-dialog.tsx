import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A yes/no question (delete a card, a collection or a history entry; move to a public collection; publish a
 * collection): an alertdialog. The body is `text`, or `children` where the question needs more than a sentence.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text?: string;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => (details.open ? undefined : props.onClose())}
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
            <Dialog.Body>{props.children ?? <Text color="fg.muted">{props.text}</Text>}</Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" onClick={props.onClose}>
                Cancel
              </Button>
              <Button
                colorPalette={props.destructive ? 'red' : 'brand'}
                loading={props.busy}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
