import { HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';

const items = [
  { label: 'Find Opportunities', href: paths.dashboard.root.getHref(), end: true },
  { label: 'Thetix Board', href: paths.dashboard.thetix.getHref(), end: false },
];

/** Spec part 1 §2: the header's pill nav for onboarded users inside the app. */
export function PillNav() {
  return (
    <HStack as="nav" aria-label="Main" gap="1" p="1" bg="gray.100" rounded="full">
      {items.map((item) => (
        <Link key={item.href} asChild unstyled>
          <NavLink to={item.href} end={item.end}>
            {({ isActive }) => (
              <HStack
                as="span"
                px="3.5"
                py="1.5"
                rounded="full"
                fontSize="sm"
                fontWeight="medium"
                whiteSpace="nowrap"
                bg={isActive ? 'white' : 'transparent'}
                color={isActive ? 'gray.900' : 'gray.600'}
                shadow={isActive ? 'xs' : 'none'}
                _hover={{ color: 'gray.900' }}
              >
                {item.label}
              </HStack>
            )}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}
