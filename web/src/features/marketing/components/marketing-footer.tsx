import { Box, Container, Grid, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LegalDisclaimer } from '../../../components/legal-disclaimer';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useRuntimeConfig } from '../../../lib/runtime-config';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Thetix', href: paths.thetixLanding.getHref() },
      { label: 'Income calculator', href: `${paths.home.getHref()}#calculator` },
      { label: 'FAQ', href: `${paths.home.getHref()}#faq` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms', href: paths.legal.terms.getHref() },
      { label: 'Privacy', href: paths.legal.privacy.getHref() },
      { label: 'Disclaimer', href: paths.legal.disclaimer.getHref() },
    ],
  },
];

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading
      as="h2"
      fontSize="xs"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="gray.400"
    >
      {children}
    </Heading>
  );
}

/**
 * Marketing footer (spec part 1 §2): Product, Legal and About Us (support address and the blog) columns, and the
 * not-investment-advice disclaimer.
 */
export function MarketingFooter() {
  const { supportEmail } = useRuntimeConfig();
  return (
    <Box as="footer" bg="gray.950" color="gray.300" pt={{ base: '12', md: '16' }} pb="10">
      <Container maxW="6xl">
        <Grid templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }} gap="8">
          <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <Logo inverted />
            <Text fontSize="sm" maxW="xs">
              Covered-call income ideas for the stocks you already own.
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap="3" fontSize="sm">
              <FooterHeading>{column.title}</FooterHeading>
              {column.links.map((link) => (
                <Link key={link.href} asChild color="gray.300" _hover={{ color: 'white' }}>
                  <RouterLink to={link.href}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
          <Stack gap="3" fontSize="sm">
            <FooterHeading>About Us</FooterHeading>
            <Link asChild color="gray.300" _hover={{ color: 'white' }}>
              <RouterLink to={paths.blog.root.getHref()}>Blog</RouterLink>
            </Link>
            <Link
              href={`mailto:${supportEmail}`}
              color="gray.300"
              _hover={{ color: 'white' }}
              wordBreak="break-all"
            >
              {supportEmail}
            </Link>
          </Stack>
        </Grid>
        <Separator my="8" borderColor="gray.800" />
        <LegalDisclaimer color="gray.400" maxW="4xl" />
        <Text mt="4" fontSize="xs" color="gray.400">
          © {new Date().getFullYear()} Thetix
        </Text>
      </Container>
    </Box>
  );
}
