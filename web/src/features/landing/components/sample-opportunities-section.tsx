import { Box, Container, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { sampleOpportunities } from '../content/sample-opportunities';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import { SampleOpportunityCard } from './sample-opportunity-card';
import { SectionHeading } from './section-heading';

/** A soft fade over one edge of the row, shown while cards hide behind that edge (from md: phones show a half card). */
function EdgeFade({ side, shown }: { side: 'left' | 'right'; shown: boolean }) {
  return (
    <Box
      aria-hidden="true"
      hideBelow="md"
      position="absolute"
      top="0"
      bottom="3"
      left={side === 'left' ? '0' : undefined}
      right={side === 'right' ? '0' : undefined}
      w="16"
      pointerEvents="none"
      bgGradient={side === 'right' ? 'to-l' : 'to-r'}
      gradientFrom="gray.50"
      gradientTo="transparent"
      opacity={shown ? 1 : 0}
      transition="opacity 0.2s"
    />
  );
}

/**
 * The row of six sample cards (spec part 1 §2), scrollable by touch, trackpad and keyboard. On wide screens the
 * row's edges fade while more cards lie beyond them, which is the only hint a mouse user gets that it scrolls.
 */
export function SampleOpportunitiesSection() {
  const rowRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(rowRef);
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
          <Box position="relative">
            <Box
              ref={rowRef}
              role="region"
              aria-label="Sample covered-call cards"
              tabIndex={0}
              overflowX="auto"
              scrollSnapType="x mandatory"
              mx={{ base: '-4', md: '0' }}
              px={{ base: '4', md: '0' }}
              // Without it the snap points ignore the padding and the first card sits flush with the screen edge.
              scrollPaddingInline={{ base: '4', md: '0' }}
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
            <EdgeFade side="left" shown={edges.before} />
            <EdgeFade side="right" shown={edges.after} />
          </Box>
          <Text fontSize="sm" color="gray.600">
            Samples for illustration only: fixed example numbers, not live quotes and not recommendations.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
