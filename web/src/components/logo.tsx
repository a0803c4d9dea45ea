import { chakra, HStack, Text } from '@chakra-ui/react';

/** The theta mark: option income is time decay, theta. Same drawing as public/favicon.svg. */
export function LogoMark({ size = 7 }: { size?: number }) {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize={size} flexShrink={0} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--chakra-colors-brand-700)" />
      <ellipse cx="16" cy="16" rx="7" ry="10" fill="none" stroke="white" strokeWidth="3" />
      <path d="M9.5 16h13" stroke="white" strokeWidth="3" strokeLinecap="round" />
    </chakra.svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2">
      <LogoMark />
      <Text
        as="span"
        fontSize="xl"
        fontWeight="bold"
        letterSpacing="tight"
        color={inverted ? 'white' : 'gray.900'}
        lineHeight="1"
      >
        Thetix
      </Text>
    </HStack>
  );
}
