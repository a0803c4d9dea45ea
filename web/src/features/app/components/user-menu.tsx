import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useIdentityName } from '../../profile/api/get-identity-name';
import { useProfile } from '../../profile/api/get-profile';
import { displayName, UserAvatar } from './user-avatar';

const links = [
  { label: 'Profile', href: paths.profile.root.getHref() },
  { label: 'Notifications', href: paths.profile.notifications.getHref() },
  { label: 'Goals', href: paths.profile.goals.getHref() },
  { label: 'Accounts', href: paths.profile.accounts.getHref() },
];

/**
 * The user menu (spec part 1 §2): who is signed in, the profile pages and Logout. In the header it is the avatar;
 * at the foot of the expanded sidebar (`withName`) the avatar with the user's name, opening upwards.
 */
export function UserMenu({ withName = false }: { withName?: boolean }) {
  const profile = useProfile().data;
  const name = displayName(useIdentityName() ?? profile?.username, profile?.email);
  return (
    <Menu.Root positioning={{ placement: withName ? 'top-start' : 'bottom-end' }}>
      <Menu.Trigger asChild>
        {withName ? (
          <Button
            variant="ghost"
            size="sm"
            px="2"
            justifyContent="flex-start"
            gap="2.5"
            w="full"
            aria-label="User menu"
          >
            <UserAvatar />
            <Text as="span" truncate fontWeight="medium">
              {name}
            </Text>
          </Button>
        ) : (
          <Button variant="ghost" size="sm" px="1" rounded="full" aria-label="User menu">
            <UserAvatar />
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Stack gap="0" px="2" py="1.5">
              <Text fontWeight="semibold" fontSize="sm" truncate>
                {name}
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
