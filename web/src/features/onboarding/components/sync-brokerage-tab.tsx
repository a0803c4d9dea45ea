import { Alert, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';

/**
 * The Sync Brokerage tab (spec part 1 §2): the non-custodial, read-only promise and the connect control. The
 * brokerage aggregator is not wired yet (its routes are not in shared/src/api-routes.ts), so the control says so
 * and points to manual entry instead of pretending to connect.
 */
export function SyncBrokerageTab({ onUseManualEntry }: { onUseManualEntry: () => void }) {
  return (
    <Stack gap="5">
      <HStack
        gap="3"
        align="start"
        p="4"
        rounded="xl"
        bg="brand.50"
        borderWidth="1px"
        borderColor="brand.100"
      >
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
            We connect through a brokerage aggregator with read-only access. We never hold your money, never
            see your broker password and cannot place trades.
          </Text>
        </Stack>
      </HStack>
      <Alert.Root status="info" rounded="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Brokerage connection is not available yet</Alert.Title>
          <Alert.Description>
            We are finishing the connection to brokerages. Enter your holdings by hand or try the example
            portfolio for now; you can connect your brokerage later from your profile.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" disabled>
          Connect Brokerage
        </Button>
        <Button variant="outline" onClick={onUseManualEntry}>
          Use Manual Entry
        </Button>
      </HStack>
    </Stack>
  );
}
