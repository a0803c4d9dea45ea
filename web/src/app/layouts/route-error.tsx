import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { rememberReload, sessionStorageOrNull, shouldReloadFor } from '../chunk-reload';

/**
 * Spec part 1 §8: the fallback screen. A full reload, not client navigation: the app state may be what broke. A
 * route chunk that a deploy removed reloads the page once instead (chunk-reload.ts).
 */
export function RouteError() {
  const error = useRouteError();
  const [guardFailed, setGuardFailed] = useState(false);
  const reload = !guardFailed && shouldReloadFor(error, sessionStorageOrNull());
  useEffect(() => {
    const storage = sessionStorageOrNull();
    if (!reload || !storage) return;
    try {
      rememberReload(error, storage);
    } catch {
      // Without the guard a reload could loop: show the error page.
      setGuardFailed(true);
      return;
    }
    window.location.reload();
  }, [error, reload]);
  if (reload) return null;
  return <RouteErrorPage />;
}

function RouteErrorPage() {
  const { supportEmail } = useRuntimeConfig();
  return (
    <Container maxW="xl" py="24">
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl" color="gray.900">
          Something went wrong
        </Heading>
        <Text color="fg.muted">
          Please try again. If this keeps happening, contact{' '}
          <Link href={`mailto:${supportEmail}`} colorPalette="brand">
            {supportEmail}
          </Link>
          .
        </Text>
        <Button asChild colorPalette="brand">
          <a href={paths.home.getHref()}>Go to the home page</a>
        </Button>
      </Stack>
    </Container>
  );
}
