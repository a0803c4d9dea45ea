import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { InviteRequestForm } from '../../../components/invite-request-form';
import { JoinBetaButton } from '../../../components/join-beta-button';

export const JOIN_SECTION_ID = 'join';

const DEFAULT_TITLE = 'Put the stocks you own to work';

/** The closing call to action (spec part 1 §2); the Thetix landing gives its own title. */
export function JoinSection({ title = DEFAULT_TITLE }: { title?: string }) {
  return (
    <Box as="section" id={JOIN_SECTION_ID} aria-labelledby="join-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack
          align="center"
          textAlign="center"
          gap="5"
          px={{ base: '6', md: '12' }}
          py={{ base: '12', md: '16' }}
          rounded="3xl"
          bgGradient="to-br"
          gradientFrom="brand.800"
          gradientTo="brand.950"
          color="white"
        >
          <Heading
            as="h2"
            id="join-title"
            fontSize={{ base: '2xl', md: '4xl' }}
            letterSpacing="tight"
            maxW="2xl"
          >
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100" maxW="xl">
            Join the invite-only beta. Early members get Founder&apos;s Access, and you stay in control of
            every trade.
          </Text>
          <JoinBetaButton
            size="xl"
            px="8"
            colorPalette="gray"
            variant="solid"
            bg="white"
            color="brand.800"
            _hover={{ bg: 'brand.50' }}
            focusRingColor="white"
          />
          <InviteRequestForm tone="dark" />
        </Stack>
      </Container>
    </Box>
  );
}
