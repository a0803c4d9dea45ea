import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { benefits, testimonial } from '../content/benefits';
import { CheckIcon } from './check-icon';
import { SectionHeading } from './section-heading';

function Testimonial() {
  return (
    <Box as="figure" bg="gray.900" color="white" rounded="2xl" p={{ base: '6', md: '8' }} alignSelf="start">
      <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" fontWeight="medium">
        “{testimonial.quote}”
      </Text>
      <Box as="figcaption" mt="6">
        <Text fontWeight="semibold">{testimonial.name}</Text>
        <Text fontSize="sm" color="gray.300">
          {testimonial.detail}
        </Text>
      </Box>
    </Box>
  );
}

/** The pain points: five benefits and a testimonial (spec part 1 §2). */
export function BenefitsSection() {
  return (
    <Box as="section" id="features" aria-labelledby="features-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr', lg: '7fr 5fr' }} gap={{ base: '10', lg: '16' }}>
          <Stack gap="8">
            <SectionHeading
              id="features-title"
              eyebrow="Why Thetix"
              title="Option income without the guesswork"
            >
              Selling calls on stocks you own can add steady income. Doing it well takes numbers most tools
              hide.
            </SectionHeading>
            <Stack as="ul" listStyleType="none" gap="6">
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
            </Stack>
          </Stack>
          <Testimonial />
        </Grid>
      </Container>
    </Box>
  );
}
