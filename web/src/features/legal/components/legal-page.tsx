import { Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import type { LegalDocument, LegalSection } from '../content/legal-document';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <Box as="nav" aria-label="On this page" position={{ lg: 'sticky' }} top={{ lg: '24' }} alignSelf="start">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="gray.500"
      >
        On this page
      </Text>
      <List.Root as="ol" mt="3" gap="2" listStyle="none" fontSize="sm">
        {sections.map((section) => (
          <List.Item key={section.id}>
            <Link href={`#${section.id}`} color="gray.700" _hover={{ color: 'brand.700' }}>
              {section.title}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function Section({ section }: { section: LegalSection }) {
  const { supportEmail } = useRuntimeConfig();
  return (
    <Stack as="section" id={section.id} aria-labelledby={`${section.id}-title`} gap="3" scrollMarginTop="24">
      <Heading as="h2" id={`${section.id}-title`} fontSize="xl" letterSpacing="tight" color="gray.900">
        {section.title}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.bullets ? (
        <List.Root ps="6" gap="2">
          {section.bullets.map((bullet) => (
            <List.Item key={bullet}>{bullet}</List.Item>
          ))}
        </List.Root>
      ) : null}
      {section.contact ? (
        <Text>
          Email{' '}
          <Link href={`mailto:${supportEmail}`} color="brand.700" textDecoration="underline">
            {supportEmail}
          </Link>
          .
        </Text>
      ) : null}
    </Stack>
  );
}

/** /terms, /privacy and /disclaimer (spec part 1 §2): static text in anchored sections with a table of contents. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap={{ base: '8', lg: '16' }}>
        <Stack gap="2" gridColumn={{ lg: '2' }}>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight" color="gray.900">
            {document.title}
          </Heading>
          <Text fontSize="sm" color="gray.500">
            Last updated {dateFormat.format(new Date(`${document.updated}T00:00:00Z`))}
          </Text>
          <Text mt="2" fontSize="lg" color="gray.600">
            {document.intro}
          </Text>
        </Stack>
        <TableOfContents sections={document.sections} />
        <Stack gap="10" color="gray.700" lineHeight="tall" maxW="3xl">
          {document.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
        </Stack>
      </Grid>
    </Container>
  );
}
