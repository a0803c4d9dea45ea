import { Container, Text } from '@chakra-ui/react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function LoginRoute() {
  return <ComingSoonPage title="Sign in" />;
}

/** Shown only while the route's loader signs out; it then redirects home. */
export function LogoutRoute() {
  return (
    <Container maxW="6xl" py="16">
      <Text color="fg.muted">Signing out...</Text>
    </Container>
  );
}

export function AuthCallbackRoute() {
  return <ComingSoonPage title="Checking user authorization..." />;
}
