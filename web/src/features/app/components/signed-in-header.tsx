import { Box, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Logo, LogoMark } from '../../../components/logo';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { paths } from '../../../config/paths';
import { useProfile } from '../../profile/api/get-profile';
import { useSidebarExpanded } from '../hooks/use-sidebar-expanded';
import { AccountSwitcher } from './account-switcher';
import { ConnectAccountButton } from './connect-account-button';
import { PillNav } from './pill-nav';
import { UserMenu } from './user-menu';

/**
 * The header of the signed-in area (spec part 1 §2): logo, pill nav, the connect button for manual-only accounts,
 * account switcher and user menu. Where the desktop sidebar shows (`sidebar`, from lg) it carries the user menu,
 * and the switcher too while expanded, so the header leaves them to it.
 */
export function SignedInHeader({ sidebar = false }: { sidebar?: boolean }) {
  const onboarded = useProfile().data?.hasCompletedOnboarding ?? false;
  const [expanded] = useSidebarExpanded();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <HStack justify="space-between" gap="3" px={{ base: '4', md: '6' }} py="2.5">
        <HStack gap="6" minW="0" flexShrink="0">
          <RouterLink to={paths.dashboard.root.getHref()} aria-label="Thetix dashboard">
            <Box hideBelow="lg">
              <Logo />
            </Box>
            <Box hideFrom="lg">
              <LogoMark />
            </Box>
          </RouterLink>
          {onboarded ? (
            <Box hideBelow="md">
              <PillNav />
            </Box>
          ) : null}
        </HStack>
        <HStack gap="2" minW="0" justify="end">
          <SimulatedDataBadge compact />
          <ConnectAccountButton />
          <Box minW="0" display={{ base: 'flex', lg: sidebar && expanded ? 'none' : 'flex' }}>
            <AccountSwitcher width={{ base: '48', md: '56' }} />
          </Box>
          <Box display={{ base: 'none', md: 'block', lg: sidebar ? 'none' : 'block' }}>
            <UserMenu />
          </Box>
        </HStack>
      </HStack>
    </Box>
  );
}
