import { Alert, Button, Stack } from '@chakra-ui/react';
import { connectMessage } from '../../../lib/portfolio/connect-message';
import { useConnections } from '../../../lib/portfolio/get-connections';
import { useBrokerageConnect } from '../../../lib/portfolio/use-brokerage-connect';
import { ConnectMessageAlert } from '../../../components/connect-message-alert';

/**
 * Connections whose brokerage login broke (the aggregator said so; syncing stops until the user signs in again),
 * each with a Reconnect button: the same login window as a new connection, in the aggregator's reconnect (update)
 * mode, so the same connection, accounts and history come back rather than a second copy.
 */
export function ReconnectConnections() {
  const failed = useConnections().filter((connection) => connection.status === 'failed');
  const brokerage = useBrokerageConnect();
  const message = connectMessage(brokerage.phase, 'Sync failed. Please try again.');
  if (failed.length === 0 && brokerage.phase.kind === 'idle') return null;
  return (
    <Stack gap="3">
      {failed.map((connection) => (
        <Alert.Root
          key={`${connection.aggregator}/${connection.id}`}
          status="warning"
          rounded="xl"
          flexWrap={{ base: 'wrap', sm: 'nowrap' }}
        >
          <Alert.Indicator />
          {/* On a phone the text takes the row and the button goes under it, lined up with the text. */}
          <Alert.Content minW={{ base: 'calc(100% - 2.5rem)', sm: '0' }}>
            <Alert.Title>
              {connection.error ?? `${connection.institutionName} needs to be reconnected.`}
            </Alert.Title>
            <Alert.Description>
              Syncing {connection.institutionName} is paused until you sign in again. Your accounts and
              history stay as they are.
            </Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            colorPalette="orange"
            alignSelf="center"
            flexShrink={0}
            ms={{ base: '8', sm: '0' }}
            loading={brokerage.busy}
            loadingText="Reconnecting..."
            onClick={() =>
              brokerage.reconnect({ aggregator: connection.aggregator, connectionId: connection.id })
            }
          >
            Reconnect
          </Button>
        </Alert.Root>
      ))}
      <ConnectMessageAlert message={message} />
    </Stack>
  );
}
