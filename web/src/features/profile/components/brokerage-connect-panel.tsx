import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { connectMessage } from '../../../lib/portfolio/connect-message';
import { useBrokerageConnect } from '../../../lib/portfolio/use-brokerage-connect';

/** The connect widget's Sync Brokerage tab (spec part 1 §2, §4): a read-only login window, then the first sync. */
export function BrokerageConnectPanel() {
  const brokerage = useBrokerageConnect();
  const message = connectMessage(brokerage.phase, 'Sync failed. Please try again.');
  return (
    <Stack gap="4" align="start">
      <Text fontSize="sm" color="gray.700">
        Connections are non-custodial and read-only: we see your holdings and transactions through a brokerage
        aggregator, never your broker password, and we cannot place trades or move money.
      </Text>
      {message ? (
        <Alert.Root status={message.status} rounded="xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{message.title}</Alert.Title>
            {message.description ? <Alert.Description>{message.description}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Button
        colorPalette="brand"
        onClick={() => brokerage.connect()}
        loading={brokerage.busy}
        loadingText={brokerage.phase.kind === 'syncing' ? 'Syncing...' : 'Connecting...'}
      >
        Connect Brokerage
      </Button>
    </Stack>
  );
}
