import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { JoinBetaButton } from '../../../components/join-beta-button';
import { SeatProgress } from './seat-progress';

/** The seat quota in a card beside the hero copy: scarcity is shown with live numbers, never invented ones. */
export function BetaAccessCard() {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="2xl"
      shadow="lg"
      p={{ base: '6', md: '8' }}
    >
      <Stack gap="5">
        <Stack gap="1.5">
          <Text
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="brand.700"
          >
            Invite-only beta
          </Text>
          <Heading as="h2" size="lg" color="gray.900" letterSpacing="tight">
            Early members get Founder&apos;s Access
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Seats are limited while we open Thetix to more investors.
          </Text>
        </Stack>
        <SeatProgress />
        <JoinBetaButton size="lg" width="full" />
      </Stack>
    </Box>
  );
}
