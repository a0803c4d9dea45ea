import { Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AuthCallback } from '../../features/auth/components/auth-callback';
import { LoginPage } from '../../features/auth/components/login-page';
import { profileQueryOptions } from '../../features/profile/api/get-profile';
import { ApiError } from '../../lib/api-client';
import { endSession } from '../route-guards';

export function LoginRoute() {
  return <LoginPage />;
}

/** Shown only while the route's loader signs out; it then redirects home. */
export function LogoutRoute() {
  return (
    <Container maxW="md" py={{ base: '20', md: '32' }}>
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.700" />
        <Heading as="h1" fontSize="lg" fontWeight="medium" color="gray.800" role="status">
          Signing out...
        </Heading>
        <Text srOnly>You will be taken to the home page.</Text>
      </Stack>
    </Container>
  );
}

/**
 * /auth/callback: the profile is fetched fresh (it may belong to another user than a cached one) and a refusal is
 * not retried: the invite check answers the same every time.
 */
export function AuthCallbackRoute() {
  const queryClient = useQueryClient();
  const loadProfile = useCallback(
    () =>
      queryClient.fetchQuery({
        ...profileQueryOptions(),
        staleTime: 0,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        meta: { suppressErrorToast: true },
      }),
    [queryClient],
  );
  const end = useCallback(() => endSession(queryClient), [queryClient]);
  return <AuthCallback loadProfile={loadProfile} endSession={end} />;
}
