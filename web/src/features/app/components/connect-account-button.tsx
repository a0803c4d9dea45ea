import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { connectMessage } from '../../../lib/portfolio/connect-message';
import { isManualOnly, useAccounts } from '../../../lib/portfolio/get-accounts';
import { useBrokerageConnect } from '../../../lib/portfolio/use-brokerage-connect';

/**
 * Spec part 1 §2: users whose accounts are all manual get a 'Connect Investment Account' button in the header; it
 * asks for confirmation, then runs the same read-only brokerage connection as the profile's Sync Brokerage tab
 * (the login window opens from the confirm click, so pop-up blockers let it through). Hidden while an admin views
 * as someone else: that view is read-only.
 */
export function ConnectAccountButton() {
  const accounts = useAccounts().data;
  const impersonating = useImpersonation() !== null;
  const [open, setOpen] = useState(false);
  const brokerage = useBrokerageConnect();
  const message = connectMessage(brokerage.phase, 'Sync failed. Please try again.');
  if (!accounts || !isManualOnly(accounts) || impersonating) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="brand" variant="outline" hideBelow="lg">
          Connect Investment Account
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>Connect Investment Account</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="gray.700">
                  Your brokerage's login opens in a new window. The connection is non-custodial and read-only:
                  we see your holdings and transactions, never your broker password, and we cannot place
                  trades or move money. Your manual accounts stay as they are.
                </Text>
                {message ? (
                  <Alert.Root status={message.status} rounded="xl">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{message.title}</Alert.Title>
                      {message.description ? (
                        <Alert.Description>{message.description}</Alert.Description>
                      ) : null}
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{brokerage.phase.kind === 'synced' ? 'Close' : 'Cancel'}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                onClick={() => brokerage.connect()}
                loading={brokerage.busy}
                loadingText={brokerage.phase.kind === 'syncing' ? 'Syncing...' : 'Connecting...'}
              >
                Continue
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
