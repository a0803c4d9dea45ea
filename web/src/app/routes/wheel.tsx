import { Container, Heading, Stack } from '@chakra-ui/react';
import { WheelPage } from '../../features/wheel/components/wheel-page';
import { WheelPuts } from '../wheel-puts';

/** /dashboard/wheel: puts to sell, campaigns, the watchlist and the cash set aside (issue 31 items 1 and 4). */
export function WheelRoute() {
  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }}>
      <Stack gap="5">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          The wheel
        </Heading>
        <WheelPage puts={<WheelPuts />} />
      </Stack>
    </Container>
  );
}
