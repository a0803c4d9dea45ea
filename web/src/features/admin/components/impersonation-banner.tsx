import { Button, HStack, Text } from '@chakra-ui/react';
import { useImpersonation } from '../../../lib/impersonation';
import { useImpersonationControl } from '../hooks/use-impersonation-control';

/**
 * Spec part 1 §2: the orange bar shown while an admin views the product as another user. On a phone the text
 * wraps beside the exit button instead of being cut: the e-mail is what tells the admin whose data this is.
 */
export function ImpersonationBanner() {
  const session = useImpersonation();
  const { stop } = useImpersonationControl();
  if (!session) return null;
  return (
    <HStack
      role="status"
      justify="center"
      gap={{ base: '3', md: '4' }}
      px="4"
      py="2"
      bg="orange.500"
      color="white"
    >
      <Text
        fontSize="sm"
        fontWeight="semibold"
        flex={{ base: '1', md: '0 1 auto' }}
        minW="0"
        overflowWrap="anywhere"
      >
        Admin Mode: Viewing as {session.email}
      </Text>
      <Button size="xs" variant="surface" colorPalette="orange" flexShrink="0" onClick={() => void stop()}>
        Exit Admin Mode
      </Button>
    </HStack>
  );
}
