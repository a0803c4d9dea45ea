import { Box } from '@chakra-ui/react';

/** The line where a dragged card will land, in the gap above or below a card (so nothing shifts under the pointer). */
export function InsertionLine({ side }: { side: 'before' | 'after' }) {
  return (
    <Box
      aria-hidden
      data-insertion-indicator={side}
      position="absolute"
      insetInline="0"
      top={side === 'before' ? '-10px' : undefined}
      bottom={side === 'after' ? '-10px' : undefined}
      height="4px"
      rounded="full"
      bg="brand.500"
      pointerEvents="none"
      zIndex="1"
    />
  );
}
