import { Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { sampleOpportunities } from '../content/sample-opportunities';
import { SampleOpportunityCard } from './sample-opportunity-card';
import { SectionHeading } from './section-heading';

/** The row of six sample cards (spec part 1 §2), scrollable by touch, trackpad and keyboard. */
export function SampleOpportunitiesSection() {
  return (
    <Box as="section" aria-labelledby="samples-title" py={{ base: '14', md: '20' }} bg="gray.50">
      <Container maxW="6xl">
        <Stack gap="8">
          <SectionHeading
            id="samples-title"
            eyebrow="What you get"
            title="Covered-call ideas with the numbers up front"
          >
            Strike, expiry, premium, yield and risk level on one card, for the stocks you already own.
          </SectionHeading>
          <Box
            role="region"
            aria-label="Sample covered-call cards"
            tabIndex={0}
            overflowX="auto"
            scrollSnapType="x mandatory"
            mx={{ base: '-4', md: '0' }}
            px={{ base: '4', md: '0' }}
            pb="3"
            rounded="md"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '4px' }}
          >
            <HStack as="ul" listStyleType="none" gap="4" align="stretch" w="max-content">
              {sampleOpportunities.map((sample) => (
                <Box as="li" key={sample.ticker} display="flex">
                  <SampleOpportunityCard sample={sample} />
                </Box>
              ))}
            </HStack>
          </Box>
          <Text fontSize="sm" color="gray.600">
            Samples for illustration only: fixed example numbers, not live quotes and not recommendations.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
