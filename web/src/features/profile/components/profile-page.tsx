import { Badge, Button, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccounts } from '../../../lib/portfolio/get-accounts';
import { useIdentityName } from '../api/get-identity-name';
import { useProfile } from '../api/get-profile';
import { panel, ProfileLayout } from './profile-layout';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: '14rem 1fr' }}
      gap="1"
      py="3.5"
      borderTopWidth="1px"
      borderColor="gray.100"
      _first={{ borderTopWidth: 0 }}
    >
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text as="div" color="gray.900" fontWeight="medium" minW="0" truncate>
        {children}
      </Text>
    </Grid>
  );
}

/** The person's name where their sign-in gives one; else the username, unless that is only the e-mail again. */
export function profileName(name: string | undefined, username: string, email: string): string {
  if (name) return name;
  if (username && username !== email) return username;
  return email.split('@')[0] ?? email;
}

/** /profile (spec part 1 §2): name, e-mail, whether a broker is connected, and Logout. */
export function ProfilePage() {
  const profile = useProfile().data;
  const name = useIdentityName();
  const accounts = useAccounts().data;
  const connected = accounts?.some((account) => account.source !== 'manual');
  return (
    <ProfileLayout title="Profile">
      <Stack {...panel} px={{ base: '5', md: '6' }} py="2" gap="0">
        {profile ? (
          <>
            <Row label="Name">
              {profileName(name, profile.username, profile.email)}{' '}
              {profile.foundersAccess ? (
                <Badge colorPalette="brand" variant="subtle" ms="2">
                  Founder's Access
                </Badge>
              ) : null}
            </Row>
            <Row label="Email">{profile.email}</Row>
            <Row label="Is Connected to Broker">
              {connected === undefined ? '…' : connected ? 'Yes' : 'No'}
            </Row>
          </>
        ) : (
          <Skeleton h="32" my="3" />
        )}
      </Stack>
      <Button asChild variant="outline" alignSelf="start">
        <RouterLink to={paths.auth.logout.getHref()}>Logout</RouterLink>
      </Button>
    </ProfileLayout>
  );
}
