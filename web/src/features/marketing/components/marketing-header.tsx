import { Box, Button, Container, Grid, GridItem, HStack, Link } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { JoinBetaButton } from '../../../components/join-beta-button';
import { Logo } from '../../../components/logo';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { paths } from '../../../config/paths';
import { hasStoredAuthState } from '../../../lib/amplify';
import { rememberLandingSource } from '../../../lib/landing-source';

const navLinks = [
  { label: 'Thetix', href: paths.thetixLanding.getHref() },
  { label: 'Blog', href: paths.blog.root.getHref() },
];

function NavLinks() {
  return navLinks.map((link) => (
    <Link key={link.href} asChild color="gray.700" fontWeight="medium" _hover={{ color: 'gray.900' }}>
      <RouterLink to={link.href}>{link.label}</RouterLink>
    </Link>
  ));
}

/**
 * Public header (spec part 1 §2): Thetix and Blog links, Login, Join the Beta, and on large screens a card-creation
 * box (`cardCreator`, given by the app layer: it belongs to the public Thetix feature). Below md the links and the
 * simulated-data badge take a second row so both buttons stay visible at 360 px; one grid, no duplicated elements.
 * A signed-in reader sees Open Thetix instead of the two buttons.
 */
export function MarketingHeader({ cardCreator }: { cardCreator?: ReactNode }) {
  const location = useLocation();
  // A signed-in reader (of the blog, say) gets the way back in, not Login and Join the Beta (issue 34 item 7). Read
  // after mounting: the prerendered HTML is the signed-out header, and hydration must match it.
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(hasStoredAuthState()), []);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="6xl" py="3">
        <Grid
          templateAreas={{
            base: `"logo actions" "nav badge"`,
            md: `"logo nav badge actions"`,
            lg: `"logo nav box badge actions"`,
          }}
          templateColumns={{ base: '1fr auto', md: 'auto 1fr auto auto', lg: 'auto auto 1fr auto auto' }}
          alignItems="center"
          columnGap={{ base: '3', md: '8' }}
          rowGap="2"
        >
          <GridItem area="logo">
            <RouterLink to={paths.home.getHref()} aria-label="Thetix home">
              <Logo />
            </RouterLink>
          </GridItem>
          <GridItem area="nav">
            <HStack as="nav" aria-label="Main" gap="6" fontSize={{ base: 'sm', md: 'md' }}>
              <NavLinks />
            </HStack>
          </GridItem>
          {cardCreator ? (
            <GridItem
              area="box"
              display={{ base: 'none', lg: 'block' }}
              minW="0"
              maxW="md"
              justifySelf="end"
              w="full"
            >
              {cardCreator}
            </GridItem>
          ) : null}
          <GridItem area="badge" justifySelf="end">
            <SimulatedDataBadge />
          </GridItem>
          <GridItem area="actions">
            {signedIn ? (
              <Button asChild colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
                <RouterLink to={paths.dashboard.root.getHref()}>Open Thetix</RouterLink>
              </Button>
            ) : (
              <HStack gap={{ base: '1', md: '2' }}>
                <Button asChild variant="ghost" size={{ base: 'sm', md: 'md' }}>
                  <RouterLink to={paths.auth.login.getHref()} onClick={() => rememberLandingSource(location)}>
                    Login
                  </RouterLink>
                </Button>
                <JoinBetaButton size={{ base: 'sm', md: 'md' }} />
              </HStack>
            )}
          </GridItem>
        </Grid>
      </Container>
    </Box>
  );
}
