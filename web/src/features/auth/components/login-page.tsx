import { Box, Container, Grid, Heading, HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { GOOGLE_SESSION_READY_QUERY } from '@thetix/shared/contracts/google-sign-in';
import { useSearchParams } from 'react-router';
import { useGoogleSession } from '../hooks/use-google-session';
import { useSignIn } from '../hooks/use-sign-in';
import { AccessDeniedNotice } from './access-denied-notice';
import { GoogleSignIn } from './google-sign-in';
import { GoogleSignInErrorNotice, isGoogleSignInError } from './google-sign-in-error-notice';
import { IdentityStatusNotice } from './identity-status-notice';
import { NewPasswordForm } from './new-password-form';
import { SignInForm } from './sign-in-form';
import { WhyChooseBox } from './why-choose-box';

function OrDivider() {
  return (
    <HStack gap="3" aria-hidden="true">
      <Separator flex="1" />
      <Text fontSize="xs" color="gray.500" textTransform="uppercase" letterSpacing="wider">
        or
      </Text>
      <Separator flex="1" />
    </HStack>
  );
}

/** Shown while the session of a finished Google sign-in is taken over (/login?signin=google). */
function CompletingGoogleSignIn() {
  return (
    <Stack align="center" gap="3" py="6">
      <Spinner size="lg" color="brand.700" borderWidth="3px" />
      <Text role="status" fontWeight="medium" color="gray.800">
        Completing Google sign-in...
      </Text>
    </Stack>
  );
}

/**
 * /login (spec part 1 §2): the sign-in form, Google at the bottom, the invite-only notice, 'Why choose', and a notice
 * while the identity provider is down (polled every 5 minutes).
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const { stage, signIn, newPassword } = useSignIn();
  const error = searchParams.get('error');
  const googleReady = searchParams.get(GOOGLE_SESSION_READY_QUERY.name) === GOOGLE_SESSION_READY_QUERY.value;
  useGoogleSession(googleReady);
  return (
    <Container maxW="5xl" py={{ base: '8', md: '16' }} colorPalette="brand">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '8', md: '12' }} alignItems="start">
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight" color="gray.900">
              Sign in to Thetix
            </Heading>
            <Text color="gray.600">
              Thetix is invite-only during the beta. Sign in with the email address your invitation was sent
              to.
            </Text>
          </Stack>
          {error === 'unauthorized' ? <AccessDeniedNotice /> : null}
          {isGoogleSignInError(error) ? <GoogleSignInErrorNotice code={error} /> : null}
          <IdentityStatusNotice />
          <Box
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="2xl"
            shadow="sm"
            p={{ base: '5', md: '7' }}
          >
            <Stack gap="5">
              {googleReady ? <CompletingGoogleSignIn /> : null}
              {googleReady ? null : stage === 'credentials' ? (
                <SignInForm mutation={signIn} />
              ) : (
                <NewPasswordForm mutation={newPassword} />
              )}
              {!googleReady && stage === 'credentials' ? (
                <>
                  <OrDivider />
                  <GoogleSignIn />
                </>
              ) : null}
            </Stack>
          </Box>
        </Stack>
        <WhyChooseBox />
      </Grid>
    </Container>
  );
}
