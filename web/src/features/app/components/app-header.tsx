import { Box, Container, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { paths } from '../../../config/paths';

/** App header: the logo links to the app root (spec part 1 §2). Navigation and the user menu come later. */
export function AppHeader() {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <Container maxW="6xl" py="3">
        <HStack justify="space-between">
          <RouterLink to={paths.dashboard.root.getHref()} aria-label="Thetix dashboard">
            <Logo />
          </RouterLink>
          <SimulatedDataBadge />
        </HStack>
      </Container>
    </Box>
  );
}
