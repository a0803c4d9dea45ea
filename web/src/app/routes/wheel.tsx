import { Container, Heading, Stack } from '@chakra-ui/react';
import { WheelPage } from '../../features/wheel/components/wheel-page';

/** /dashboard/wheel: the watchlist and the cash set aside for cash-secured puts (issue 31 item 1). */
export function WheelRoute() {
  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }}>
      <Stack gap="5">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          The wheel
        </Heading>
        <WheelPage />
      </Stack>
    </Container>
  );
}
