import { Box, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { JoinBetaButton } from '../../../components/join-beta-button';
import { LegalDisclaimer } from '../../../components/legal-disclaimer';
import { Logo } from '../../../components/logo';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { paths } from '../../../config/paths';
import { CardCreationBox } from './card-creation-box';

/**
 * The public pages have no app shell (spec part 1 §2): a slim header, the page, then an invitation to make one's
 * own card (the pending-card flow) and the disclaimer. Not used for the bare and embedded layouts.
 */
export function PublicPageFrame({ children, columns = 1 }: { children: ReactNode; columns?: number }) {
  const width = columns >= 3 ? '1800px' : columns === 2 ? '6xl' : '4xl';
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px">
        <Container maxW={width} py="3">
          <HStack justify="space-between" gap="3">
            <RouterLink to={paths.thetixLanding.getHref()} aria-label="Thetix">
              <Logo />
            </RouterLink>
            <HStack gap="3">
              <Box display={{ base: 'none', sm: 'block' }}>
                <SimulatedDataBadge />
              </Box>
              <JoinBetaButton size="sm" />
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1" py={{ base: '6', md: '10' }}>
        <Container maxW={width}>{children}</Container>
      </Box>
      <Box as="footer" bg="white" borderTopWidth="1px" py="8">
        <Container maxW={width}>
          <Stack gap="4">
            <Stack gap="2">
              <Text fontWeight="semibold" color="gray.900">
                Make your own Thetix card
              </Text>
              <CardCreationBox />
            </Stack>
            <LegalDisclaimer color="fg.muted" />
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
