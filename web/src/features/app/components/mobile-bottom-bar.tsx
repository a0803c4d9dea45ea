import { Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { Icon } from './icons';
import { UserAvatar } from './user-avatar';

const items: { label: string; href: string; end: boolean; icon: ReactNode }[] = [
  { label: 'HOME', href: paths.dashboard.root.getHref(), end: true, icon: <Icon name="home" /> },
  { label: 'BOARD', href: paths.dashboard.thetix.getHref(), end: false, icon: <Icon name="board" /> },
  { label: 'WHEEL', href: paths.dashboard.wheel.getHref(), end: false, icon: <Icon name="wheel" /> },
  { label: 'ASK', href: paths.dashboard.ask.getHref(), end: false, icon: <Icon name="ask" /> },
  { label: 'HISTORY', href: paths.dashboard.history.getHref(), end: false, icon: <Icon name="history" /> },
  {
    label: 'Profile',
    href: paths.profile.root.getHref(),
    end: false,
    icon: <UserAvatar boxSize="6" fontSize="2xs" />,
  },
];

/**
 * Spec part 1 §2: the mobile bottom bar, HOME, BOARD, ASK, HISTORY and the profile avatar, with WHEEL after BOARD
 * (issue 31 item 4; decision 371): six items still fit 320 px at the bar's 2xs labels.
 */
export function MobileBottomBar() {
  return (
    <Box
      as="nav"
      aria-label="Mobile"
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Grid templateColumns="repeat(6, minmax(0, 1fr))">
        {items.map((item) => (
          <Link key={item.href} asChild unstyled>
            <NavLink to={item.href} end={item.end}>
              {({ isActive }) => (
                <Stack align="center" gap="0.5" py="2" color={isActive ? 'brand.700' : 'gray.600'}>
                  {item.icon}
                  <Text fontSize="2xs" fontWeight="semibold" letterSpacing="wide">
                    {item.label}
                  </Text>
                </Stack>
              )}
            </NavLink>
          </Link>
        ))}
      </Grid>
    </Box>
  );
}
