import { Box } from '@chakra-ui/react';

/** A tick in a soft brand circle, for lists of things the product does. */
export function CheckIcon({ size = '5' }: { size?: string }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      boxSize={size}
      rounded="full"
      bg="brand.100"
      color="brand.700"
      flexShrink={0}
      mt="0.5"
    >
      <svg viewBox="0 0 20 20" width="100%" height="100%" aria-hidden="true">
        <path
          d="M6 10.5l2.5 2.5L14 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Box>
  );
}
