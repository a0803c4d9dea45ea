import { Badge, Box, Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { JoinBetaButton } from '../../../components/join-beta-button';
import { thetixFaq, thetixFeatures, thetixSteps } from '../content/thetix-landing';
import { CheckIcon } from './check-icon';
import { ExampleCardCarousel } from './example-card-carousel';
import { FaqSection } from './faq-section';
import { JoinSection } from './join-section';
import { SectionHeading } from './section-heading';
import { StickyJoinBar } from './sticky-join-bar';

function ThetixHero({ cardCreator }: { cardCreator: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="thetix-hero-title"
      pt={{ base: '10', md: '20' }}
      pb={{ base: '10', md: '16' }}
    >
      <Container maxW="4xl">
        <Stack gap={{ base: '5', md: '6' }} align="center" textAlign="center">
          <Badge colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
            Now In Beta
          </Badge>
          <Heading
            as="h1"
            id="thetix-hero-title"
            fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }}
            lineHeight="1.05"
            letterSpacing="tight"
            color="gray.900"
          >
            Ask about the market. Keep the answer as a live card.
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" maxW="2xl" lineHeight="tall">
            Thetix turns a plain-language question about stocks, options or your own portfolio into a card of
            charts, tables and prices that refreshes on its own. Keep cards on your board, share them, embed
            them.
          </Text>
          <JoinBetaButton size="xl" px="8" />
          <Box w="full" maxW="2xl" textAlign="start">
            {cardCreator}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

function StepsSection() {
  return (
    <Box as="section" aria-labelledby="thetix-steps-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="10">
          <SectionHeading
            id="thetix-steps-title"
            eyebrow="How it works"
            title="Three steps to a live card"
            align="center"
          />
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            {thetixSteps.map((step, index) => (
              <Stack as="li" key={step.title} gap="3" p="6" bg="white" rounded="2xl" borderWidth="1px">
                <Text fontSize="sm" fontWeight="bold" color="brand.700">
                  {`Step ${index + 1}`}
                </Text>
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

function FeaturesSection() {
  return (
    <Box as="section" aria-labelledby="thetix-features-title" py={{ base: '16', md: '24' }} bg="gray.50">
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr', lg: '4fr 8fr' }} gap={{ base: '8', lg: '16' }}>
          <SectionHeading id="thetix-features-title" eyebrow="Features" title="Everything a card can do">
            Cards, boards, sharing and the Ask Thetix assistant are all part of the beta today.
          </SectionHeading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
            {thetixFeatures.map((feature) => (
              <Box as="li" key={feature.title} display="flex" gap="4">
                <CheckIcon />
                <Stack gap="1">
                  <Heading as="h3" fontSize="md" color="gray.900">
                    {feature.title}
                  </Heading>
                  <Text color="gray.600">{feature.description}</Text>
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </Grid>
      </Container>
    </Box>
  );
}

/**
 * /thetix (spec part 1 §2): hero, carousel of public example cards, three steps, features, FAQ of 6 items and
 * Join the Beta, with the sticky join bar. `cardCreator` is the visitor's card box (public Thetix feature), given
 * by the route. The spec's calculator, feature carousel and testimonials are left to the main landing page.
 */
export function ThetixLandingPage({ cardCreator }: { cardCreator: ReactNode }) {
  return (
    <Box colorPalette="brand">
      <ThetixHero cardCreator={cardCreator} />
      <ExampleCardCarousel />
      <StepsSection />
      <FeaturesSection />
      <FaqSection items={thetixFaq} title="Questions about Thetix cards" />
      <JoinSection title="Ask your first question" />
      <StickyJoinBar />
    </Box>
  );
}
