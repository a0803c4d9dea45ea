import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LegalDisclaimer } from '../../../components/legal-disclaimer';
import { paths } from '../../../config/paths';

const legalLinks = [
  { label: 'Terms', href: paths.legal.terms.getHref() },
  { label: 'Privacy', href: paths.legal.privacy.getHref() },
  { label: 'Disclaimer', href: paths.legal.disclaimer.getHref() },
];

/** App footer with the legal disclaimer (spec part 1 §2, "Footer and a legal disclaimer appear in the app shell"). */
export function AppFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="gray.50" py="6">
      <Container maxW="6xl">
        <Stack gap="3">
          <LegalDisclaimer color="fg.muted" />
          <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap">
            <Text>© {new Date().getFullYear()} Thetix</Text>
            {legalLinks.map((link) => (
              <Link key={link.href} asChild color="fg.muted">
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
