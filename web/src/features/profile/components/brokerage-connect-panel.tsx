import { Button, Stack, Text } from '@chakra-ui/react';
import { connectMessage } from '../../../lib/portfolio/connect-message';
import { useBrokerageConnect } from '../../../lib/portfolio/use-brokerage-connect';
import { ConnectMessageAlert } from '../../../components/connect-message-alert';

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
      <ConnectMessageAlert message={message} />
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
