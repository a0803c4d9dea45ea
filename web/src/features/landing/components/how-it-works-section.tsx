import { Box, Center, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SectionHeading } from './section-heading';

/** Spec part 1 §2: connect brokerage read-only, get opportunities, act with confidence. */
const steps = [
  {
    title: 'Connect your brokerage, read-only',
    description:
      'Link your account through a regulated aggregator, or type in your holdings. Thetix sees positions, never your money.',
  },
  {
    title: 'Get opportunities',
    description:
      'Each morning Thetix ranks covered calls for the stocks you own, matched to your risk level and income goal.',
  },
  {
    title: 'Act with confidence',
    description:
      'See premium, yield and assignment risk in plain words, then place the trade yourself with your broker.',
  },
];

export function HowItWorksSection() {
  return (
    <Box as="section" id="how-it-works" aria-labelledby="how-it-works-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap={{ base: '10', md: '12' }}>
          <SectionHeading
            id="how-it-works-title"
            eyebrow="How it works"
            title="From holdings to income in three steps"
          />
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }}>
            {steps.map((step, index) => (
              <Stack as="li" key={step.title} gap="3">
                <Center
                  boxSize="10"
                  rounded="full"
                  bg="brand.700"
                  color="white"
                  fontWeight="bold"
                  aria-hidden="true"
                >
                  {index + 1}
                </Center>
                <Heading as="h3" fontSize="lg" color="gray.900">
                  {step.title}
                </Heading>
                <Text color="gray.600">{step.description}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
