import { Badge, Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { JoinBetaButton } from '../../../components/join-beta-button';
import { BetaAccessCard } from './beta-access-card';
import { TrustPoints } from './trust-points';

/** The landing page hero (spec part 1 §2): 'Now In Beta', Join the Beta and the live seat quota. */
export function LandingHero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-b"
      gradientFrom="brand.50/60"
      gradientTo="white"
      py={{ base: '12', md: '20', lg: '24' }}
    >
      <Container maxW="6xl">
        <Grid
          templateColumns={{ base: '1fr', lg: '1.15fr 0.85fr' }}
          gap={{ base: '10', lg: '16' }}
          alignItems="center"
        >
          <Stack gap={{ base: '5', md: '6' }}>
            <Badge alignSelf="start" colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
              Now In Beta
            </Badge>
            <Heading
              as="h1"
              id="hero-title"
              fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }}
              lineHeight="1.05"
              letterSpacing="tight"
              fontWeight="bold"
              color="gray.900"
            >
              Turn the stocks you own into steady option income
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" maxW="xl" lineHeight="tall">
              Thetix finds covered-call opportunities for your holdings, matched to your risk level and income
              goal, with the strike, premium and assignment risk spelled out. You stay in control and place
              every trade yourself.
            </Text>
            <Box>
              <JoinBetaButton size="xl" px="8" />
            </Box>
            <TrustPoints />
          </Stack>
          <BetaAccessCard />
        </Grid>
      </Container>
    </Box>
  );
}
