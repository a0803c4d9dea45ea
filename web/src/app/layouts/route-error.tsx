import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** Spec part 1 §8: the fallback screen. A full reload, not client navigation: the app state may be what broke. */
export function RouteError() {
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
