import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { benefits } from '../content/benefits';
import { CheckIcon } from './check-icon';
import { SectionHeading } from './section-heading';

/**
 * The pain points: five benefits (spec part 1 §2). The spec's testimonial is left out until a beta member agrees to
 * be quoted: a made-up quote is a claim the product cannot stand behind (docs/decisions.md).
 */
export function BenefitsSection() {
  return (
    <Box as="section" id="features" aria-labelledby="features-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="8">
          <SectionHeading
            id="features-title"
            eyebrow="Why Thetix"
            title="Option income without the guesswork"
          >
            Selling calls on stocks you own can add steady income. Doing it well takes numbers most tools
            hide.
          </SectionHeading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
            {benefits.map((benefit) => (
              <Box as="li" key={benefit.title} display="flex" gap="4">
                <CheckIcon />
                <Stack gap="1">
                  <Heading as="h3" fontSize="md" color="gray.900">
                    {benefit.title}
                  </Heading>
                  <Text color="gray.600">{benefit.description}</Text>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
