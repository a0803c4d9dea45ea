import { ChakraProvider, Container, Heading, Text } from '@chakra-ui/react';
import { system } from '../lib/chakra-system';

/** Shown when the app cannot start (no valid /config.json): say so plainly rather than render a broken page. */
export function StartupError({ error }: { error: unknown }) {
  return (
    <ChakraProvider value={system}>
      <Container maxW="xl" py="24">
        <Heading as="h1" size="2xl" color="gray.900">
          Something went wrong
        </Heading>
        <Text mt="3" color="fg.muted">
          Thetix could not start. Please reload the page in a moment.
        </Text>
        <Text mt="6" fontSize="xs" color="fg.subtle" fontFamily="mono">
          {error instanceof Error ? error.message : String(error)}
        </Text>
      </Container>
    </ChakraProvider>
  );
}
