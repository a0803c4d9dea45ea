import { Center, type CenterProps } from '@chakra-ui/react';
import { useIdentityName } from '../../profile/api/get-identity-name';
import { useProfile } from '../../profile/api/get-profile';

/** Up to two initials from the user's name, or the first letter of the e-mail address. */
export function initialsOf(name: string | undefined, email: string | undefined): string {
  const words = (name ?? '').split(/[\s@._-]+/).filter(Boolean);
  if (words.length >= 2 && !name?.includes('@'))
    return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (email?.[0] ?? words[0]?.[0] ?? '?').toUpperCase();
}

/** The user's name where one is known; else the part of the e-mail before the @ (never the whole address twice). */
export function displayName(name: string | undefined, email: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed && trimmed !== email) return trimmed;
  return (email ?? trimmed).split('@')[0] ?? '';
}

export function UserAvatar(props: CenterProps) {
  const profile = useProfile().data;
  // The same name the menu shows beside it (the sign-in's), so "Dana Investor" is DI, not the e-mail's I.
  const name = useIdentityName() ?? profile?.username;
  return (
    <Center
      boxSize="8"
      rounded="full"
      bg="brand.700"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      aria-hidden="true"
      {...props}
    >
      {initialsOf(name, profile?.email)}
    </Center>
  );
}
