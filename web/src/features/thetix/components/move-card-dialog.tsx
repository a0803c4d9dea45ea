import { Button, CloseButton, Dialog, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import type { CardCollection } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Spec part 3 §2: moving a card into a public collection asks this first. */
export const PUBLIC_MOVE_TITLE = 'Move to Public Collection?';
export const PUBLIC_MOVE_TEXT = 'Anyone with the link will be able to view cards in public collections.';

/** A move needs a chosen target that is not the card's own collection (spec part 3 §5). */
export const canMoveTo = (target: string, current: string) => target !== '' && target !== current;

/** Move to Collection: pick a target; a public target is confirmed before the move. */
export function MoveCardDialog(props: {
  open: boolean;
  currentCollectionId: string;
  collections: readonly CardCollection[];
  busy?: boolean;
  onMove: (targetId: string) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const targetCollection = props.collections.find((collection) => collection.id === target);
  const close = () => {
    setTarget('');
    setConfirming(false);
    props.onClose();
  };
  const submit = () => {
    if (!canMoveTo(target, props.currentCollectionId)) return;
    if (targetCollection?.is_public && !confirming) {
      setConfirming(true);
      return;
    }
    props.onMove(target);
  };
  return (
    <>
      <Dialog.Root
        open={props.open && !confirming}
        onOpenChange={(details) => (details.open ? undefined : close())}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content rounded="2xl">
              <Dialog.Header>
                <Dialog.Title>Move to Collection</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    Choose the collection this card should live in.
                  </Text>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label="Target collection"
                      value={target}
                      onChange={(event) => setTarget(event.currentTarget.value)}
                    >
                      <option value="">Select a collection</option>
                      {props.collections
                        .filter((collection) => collection.id !== props.currentCollectionId)
                        .map((collection) => (
                          <option key={collection.id} value={collection.id}>
                            {collection.name}
                            {collection.is_public ? ' (public)' : ''}
                          </option>
                        ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="2">
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button
                  colorPalette="brand"
                  disabled={!canMoveTo(target, props.currentCollectionId)}
                  loading={props.busy}
                  onClick={submit}
                >
                  Move
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={props.open && confirming}
        title={PUBLIC_MOVE_TITLE}
        text={PUBLIC_MOVE_TEXT}
        confirmLabel="Move"
        busy={props.busy}
        onConfirm={() => props.onMove(target)}
        onClose={close}
      />
    </>
  );
}
