import { Box, chakra, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useImpersonation } from '../../../lib/impersonation';
import { belowTopBar } from '../../../lib/top-bar';

/** Line icons drawn inline (no icon package); decorative, the label is always printed. */
const icons = {
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  notifications: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 21h4',
  goals:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  accounts: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18M12 3l9 5H3z',
};

const sections = [
  { label: 'Profile', icon: icons.profile, href: paths.profile.root.getHref(), end: true },
  {
    label: 'Notifications',
    icon: icons.notifications,
    href: paths.profile.notifications.getHref(),
    end: false,
  },
  { label: 'Goals', icon: icons.goals, href: paths.profile.goals.getHref(), end: false },
  { label: 'Accounts', icon: icons.accounts, href: paths.profile.accounts.getHref(), end: false },
];

function SectionIcon({ path }: { path: string }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </chakra.svg>
  );
}

function SectionLink({ section, compact }: { section: (typeof sections)[number]; compact: boolean }) {
  return (
    <Link asChild unstyled display="block" minW="0">
      <NavLink to={section.href} end={section.end}>
        {({ isActive }) => (
          // Small screens: four equal tabs, icon over title, so every tab (and the current one) fits at 360 px.
          <Stack
            direction={compact ? 'column' : 'row'}
            align="center"
            gap={compact ? '1' : '2.5'}
            px={compact ? '1' : '3'}
            py="2"
            rounded="lg"
            fontSize={compact ? 'xs' : 'sm'}
            fontWeight="medium"
            whiteSpace="nowrap"
            color={isActive ? 'brand.800' : 'gray.700'}
            bg={isActive ? (compact ? 'white' : 'brand.50') : undefined}
            shadow={isActive && compact ? 'xs' : undefined}
            _hover={{ bg: isActive ? undefined : 'gray.100' }}
          >
            <SectionIcon path={section.icon} />
            {section.label}
          </Stack>
        )}
      </NavLink>
    </Link>
  );
}

/** Spec part 1 §2: the profile pages, with a side nav on large screens and tabs on small ones. */
export function ProfileLayout({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description?: string;
  /** A way back to the parent page, shown above the title. */
  back?: ReactNode;
  children: ReactNode;
}) {
  const impersonation = useImpersonation();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '13rem minmax(0, 1fr)' }}
        gap={{ base: '5', lg: '10' }}
        alignItems="start"
      >
        <Box as="nav" aria-label="Profile sections" minW="0" alignSelf={{ lg: 'stretch' }}>
          <Stack hideBelow="lg" gap="0.5" position="sticky" top={belowTopBar('1.5rem')}>
            {sections.map((section) => (
              <SectionLink key={section.href} section={section} compact={false} />
            ))}
          </Stack>
          <Grid
            hideFrom="lg"
            templateColumns="repeat(4, minmax(0, 1fr))"
            gap="1"
            p="1"
            bg="gray.100"
            rounded="xl"
          >
            {sections.map((section) => (
              <SectionLink key={section.href} section={section} compact />
            ))}
          </Grid>
        </Box>
        <Stack gap="6" minW="0">
          <Stack gap="1">
            {back}
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" color="gray.900">
              {title}
            </Heading>
            {description ? <Text color="gray.600">{description}</Text> : null}
          </Stack>
          {impersonation ? (
            <Text fontSize="sm" color="orange.800" bg="orange.50" px="4" py="2.5" rounded="lg">
              Read-only while viewing as {impersonation.email}: changes are turned off.
            </Text>
          ) : null}
          {children}
        </Stack>
      </Grid>
    </Container>
  );
}

/** The panel profile content sits on. */
export const panel = {
  bg: 'white',
  rounded: '2xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'xs',
} as const;
