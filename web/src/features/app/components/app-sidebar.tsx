import { Box, Button, HStack, IconButton, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { belowTopBar } from '../../../lib/top-bar';
import { useSidebarExpanded } from '../hooks/use-sidebar-expanded';
import { AccountSwitcher } from './account-switcher';
import { Icon, type IconName } from './icons';
import { SidebarPositions } from './sidebar-positions';
import { UserMenu } from './user-menu';

const nav: { label: string; href: string; icon: IconName; end: boolean }[] = [
  { label: 'Dashboard', href: paths.dashboard.root.getHref(), icon: 'home', end: true },
  { label: 'Thetix Board', href: paths.dashboard.thetix.getHref(), icon: 'board', end: false },
  { label: 'The Wheel', href: paths.dashboard.wheel.getHref(), icon: 'wheel', end: false },
  { label: 'History', href: paths.dashboard.history.getHref(), icon: 'history', end: false },
];

/**
 * The desktop sidebar (spec part 1 §2): collapsible and remembered, the account switcher, nav, positions with
 * Manage Positions, and the user menu at its foot. The header hides its own switcher and user menu beside it
 * (signed-in-header.tsx), so neither appears twice; collapsed, the switcher goes back to the header.
 */
export function AppSidebar() {
  const [expanded, toggle] = useSidebarExpanded();
  return (
    <Box
      as="aside"
      aria-label="Sidebar"
      hideBelow="lg"
      w={expanded ? '64' : '16'}
      flexShrink={0}
      borderEndWidth="1px"
      bg="white"
      transition="width 0.15s"
    >
      <Stack
        gap="4"
        py="4"
        px="2"
        position="sticky"
        top={belowTopBar()}
        maxH={`calc(100dvh - ${belowTopBar()})`}
        overflowY="auto"
      >
        <HStack justify={expanded ? 'space-between' : 'center'} gap="2" px={expanded ? '1' : '0'}>
          {expanded ? <AccountSwitcher width="full" /> : null}
          <IconButton
            variant="ghost"
            size="xs"
            aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={expanded}
            onClick={toggle}
          >
            <Icon name={expanded ? 'chevronLeft' : 'chevronRight'} size="4" />
          </IconButton>
        </HStack>
        <Stack as="nav" aria-label="App" gap="0.5">
          {nav.map((item) => (
            <Link key={item.href} asChild unstyled display="block">
              <NavLink to={item.href} end={item.end} title={expanded ? undefined : item.label}>
                {({ isActive }) => (
                  <HStack
                    gap="3"
                    px="3"
                    py="2"
                    rounded="lg"
                    fontSize="sm"
                    fontWeight="medium"
                    color={isActive ? 'brand.800' : 'gray.700'}
                    bg={isActive ? 'brand.50' : undefined}
                    _hover={{ bg: isActive ? 'brand.50' : 'gray.100' }}
                    justify={expanded ? 'flex-start' : 'center'}
                  >
                    <Icon name={item.icon} />
                    {expanded ? <Text as="span">{item.label}</Text> : <Text srOnly>{item.label}</Text>}
                  </HStack>
                )}
              </NavLink>
            </Link>
          ))}
        </Stack>
        <Separator />
        <SidebarPositions expanded={expanded} />
        {expanded ? (
          <Button asChild variant="outline" size="sm" mx="1">
            <RouterLink to={paths.profile.accounts.getHref()}>Manage Positions</RouterLink>
          </Button>
        ) : null}
        <Separator />
        <Box px={expanded ? '0' : '1'}>
          <UserMenu withName={expanded} />
        </Box>
      </Stack>
    </Box>
  );
}
