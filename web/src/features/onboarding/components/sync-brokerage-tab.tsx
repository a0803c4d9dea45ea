import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { connectMessage } from '../../../lib/portfolio/connect-message';
import type { ConnectPhase } from '../../../lib/portfolio/use-brokerage-connect';
import { ClearManualDialog } from './clear-manual-dialog';
import { ConnectMessageAlert } from '../../../components/connect-message-alert';

interface SyncBrokerageTabProps {
  phase: ConnectPhase;
  busy: boolean;
  /** Manual holdings are cleared first, after a confirmation. */
  hasManualHoldings: boolean;
  onConnect: (options: { clearManual: boolean }) => void;
  onUseManualEntry: () => void;
  /** Brokerage accounts already connected: named, so coming back to the step shows where things stand. */
  connected?: readonly { id: string; name: string; positionsCount: number }[];
}

function ReadOnlyPromise() {
  return (
    <HStack gap="3" align="start" p="4" rounded="xl" bg="brand.50" borderWidth="1px" borderColor="brand.100">
      <chakra.svg
        viewBox="0 0 24 24"
        boxSize="5"
        flexShrink={0}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        color="brand.700"
        aria-hidden="true"
      >
        <path d="M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11" />
      </chakra.svg>
      <Stack gap="1">
        <Text fontWeight="semibold" color="gray.900">
          Non-custodial and read-only
        </Text>
        <Text fontSize="sm" color="gray.700">
          We connect through a brokerage aggregator with read-only access. We never hold your money, never see
          your broker password and cannot place trades.
        </Text>
      </Stack>
    </HStack>
  );
}

/** The Sync Brokerage tab (spec part 1 §2): the non-custodial, read-only promise and the connect control. */
export function SyncBrokerageTab(props: SyncBrokerageTabProps) {
  const { supportEmail } = useRuntimeConfig();
  const [confirming, setConfirming] = useState(false);
  const connected = props.connected ?? [];
  const message = connectMessage(
    props.phase,
    `Authentication failed. Please contact support at ${supportEmail}.`,
  );
  return (
    <Stack gap="5">
      <ReadOnlyPromise />
      <ConnectMessageAlert message={message} />
      {connected.length > 0 && props.phase.kind === 'idle' ? (
        <Stack
          as="section"
          aria-label="Connected accounts"
          gap="1"
          p="4"
          rounded="xl"
          bg="green.50"
          borderWidth="1px"
          borderColor="green.200"
        >
          <Text fontWeight="semibold" color="green.900">
            Connected
          </Text>
          {connected.map((account) => (
            <Text key={account.id} fontSize="sm" color="green.900">
              {account.name} · {account.positionsCount}{' '}
              {account.positionsCount === 1 ? 'position' : 'positions'}
            </Text>
          ))}
        </Stack>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          loading={props.busy}
          loadingText={props.phase.kind === 'syncing' ? 'Syncing...' : 'Connecting...'}
          onClick={() =>
            props.hasManualHoldings ? setConfirming(true) : props.onConnect({ clearManual: false })
          }
        >
          {connected.length > 0 ? 'Connect Another Brokerage' : 'Connect Brokerage'}
        </Button>
        <Button variant="outline" onClick={props.onUseManualEntry} disabled={props.busy}>
          Use Manual Entry
        </Button>
      </HStack>
      <ClearManualDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          props.onConnect({ clearManual: true });
        }}
      />
    </Stack>
  );
}
