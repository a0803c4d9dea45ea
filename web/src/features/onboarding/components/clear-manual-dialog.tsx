import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/**
 * Spec part 1 §2: a user with manual holdings confirms before connecting; the example portfolio and hand-entered
 * holdings are cleared so they never mix with the brokerage's.
 */
export function ClearManualDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>Replace your manual holdings?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">
                Connecting a brokerage clears the example portfolio and the holdings you entered by hand, so
                they are not mixed with your brokerage&apos;s positions.
              </Text>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep Manual Holdings</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={props.onConfirm}>
                Clear and Connect
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
