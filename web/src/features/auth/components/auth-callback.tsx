import { Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAuthCallback, type AuthCallbackDeps } from '../hooks/use-auth-callback';

/** Spec part 1 §2, auth callback texts. */
const phaseText = {
  checking: 'Checking user authorization...',
  processing: 'Processing authentication state...',
} as const;

export function AuthCallback(props: AuthCallbackDeps) {
  const phase = useAuthCallback(props);
  return (
    <Container maxW="md" py={{ base: '20', md: '32' }}>
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" srOnly>
          Signing in
        </Heading>
        <Spinner size="lg" color="brand.700" borderWidth="3px" />
        <Text role="status" fontSize="lg" fontWeight="medium" color="gray.800">
          {phaseText[phase]}
        </Text>
      </Stack>
    </Container>
  );
}
