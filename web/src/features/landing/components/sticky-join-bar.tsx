import { Box, HStack, Text } from '@chakra-ui/react';
import { JoinBetaButton } from '../../../components/join-beta-button';
import { useSeats } from '../api/get-seats';
import { useReached } from '../hooks/use-reached';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { JOIN_SECTION_ID } from './join-section';

/** Spec part 1 §9: the sticky widget appears after the visitor scrolls 80% of the viewport height. */
export const STICKY_JOIN_SCROLL_FRACTION = 0.8;

/** A Join the Beta bar pinned to the bottom; it steps aside once the closing call to action is on screen. */
export function StickyJoinBar() {
  const scrolled = useScrolledPast(STICKY_JOIN_SCROLL_FRACTION);
  const atEnd = useReached(JOIN_SECTION_ID);
  const seats = useSeats();
  if (!scrolled || atEnd) return null;
  const left = seats.data ? Math.max(seats.data.total - seats.data.used, 0) : undefined;
  return (
    <Box
      as="aside"
      aria-label="Join the beta"
      data-testid="sticky-join"
      position="fixed"
      insetX={{ base: '3', md: '0' }}
      bottom={{ base: '3', md: '6' }}
      mx={{ md: 'auto' }}
      w={{ md: 'fit-content' }}
      zIndex="sticky"
    >
      <HStack
        gap="4"
        justify="space-between"
        ps="5"
        pe="2"
        py="2"
        bg="gray.900/95"
        backdropFilter="blur(8px)"
        color="white"
        rounded="full"
        shadow="xl"
      >
        <Text fontSize="sm" fontWeight="medium">
          Invite-only beta
          {left !== undefined ? (
            <Text as="span" color="brand.300" display={{ base: 'none', sm: 'inline' }}>
              {` · ${left} seats left`}
            </Text>
          ) : null}
        </Text>
        <JoinBetaButton size="sm" rounded="full" />
      </HStack>
    </Box>
  );
}
