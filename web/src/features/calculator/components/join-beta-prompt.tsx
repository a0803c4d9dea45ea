import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { JoinBetaButton } from '../../../components/join-beta-button';

/** Spec part 1 §6: the public calculator covers one stock; typing a second one opens this prompt. */
export function JoinBetaPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title fontSize="xl">Calculate your whole portfolio</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">
                The public calculator estimates one stock. Join the Beta to add up to 10 positions, see income
                for the stocks you actually hold and get covered-call ideas matched to your risk level.
              </Text>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Not now</Button>
              </Dialog.ActionTrigger>
              <JoinBetaButton />
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
