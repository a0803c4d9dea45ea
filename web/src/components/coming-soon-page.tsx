import { Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page whose feature is not built yet: its real title and a plain note, never sample data. */
export function ComingSoonPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" color="gray.900">
        {title}
      </Heading>
      {children}
      <Text mt="3" color="fg.muted">
        Coming soon
      </Text>
    </Container>
  );
}
