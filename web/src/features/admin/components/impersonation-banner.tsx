import { Button, HStack, Text } from '@chakra-ui/react';
import { useImpersonation } from '../../../lib/impersonation';
import { useImpersonationControl } from '../hooks/use-impersonation-control';

/** Spec part 1 §2: the orange bar shown while an admin views the product as another user. */
export function ImpersonationBanner() {
  const session = useImpersonation();
  const { stop } = useImpersonationControl();
  if (!session) return null;
  return (
    <HStack
      role="status"
      justify="center"
      gap="4"
      px="4"
      py="2"
      bg="orange.500"
      color="white"
      position="sticky"
      top="0"
      zIndex="banner"
    >
      <Text fontSize="sm" fontWeight="semibold" truncate>
        Admin Mode: Viewing as {session.email}
      </Text>
      <Button size="xs" variant="surface" colorPalette="orange" onClick={() => void stop()}>
        Exit Admin Mode
      </Button>
    </HStack>
  );
}
