import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useProfile } from '../../profile/api/get-profile';
import { UserAvatar } from './user-avatar';

const links = [
  { label: 'Profile', href: paths.profile.root.getHref() },
  { label: 'Notifications', href: paths.profile.notifications.getHref() },
  { label: 'Goals', href: paths.profile.goals.getHref() },
  { label: 'Accounts', href: paths.profile.accounts.getHref() },
];

/** The user menu (spec part 1 §2): who is signed in, the profile pages and Logout. */
export function UserMenu() {
  const profile = useProfile().data;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" rounded="full" aria-label="User menu">
          <UserAvatar />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Stack gap="0" px="2" py="1.5">
              <Text fontWeight="semibold" fontSize="sm" truncate>
                {profile?.username ?? ''}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {profile?.email ?? ''}
              </Text>
            </Stack>
            <Menu.Separator />
            {links.map((link) => (
              <Menu.Item key={link.href} value={link.href} asChild>
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              <RouterLink to={paths.auth.logout.getHref()}>Logout</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
