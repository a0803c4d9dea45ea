import { Button, Center, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { OnboardingProgress } from './onboarding-progress';
import { PendingQuestionNote } from './pending-question-note';

/** /onboarding/final (spec part 1 §2): Finish goes to the Thetix board for Thetix-origin users, else the dashboard. */
export function FinalStep({ thetixOrigin }: { thetixOrigin: boolean }) {
  const target = thetixOrigin ? paths.dashboard.thetix.getHref() : paths.dashboard.root.getHref();
  return (
    <Container maxW="2xl" py={{ base: '6', md: '12' }}>
      <Stack gap="16">
        <OnboardingProgress current={3} />
        <Stack align="center" textAlign="center" gap="5">
          <Center
            boxSize="16"
            rounded="full"
            bg="brand.100"
            color="brand.800"
            fontSize="3xl"
            aria-hidden="true"
          >
            ✓
          </Center>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" color="gray.900">
            You're all set!
          </Heading>
          <Text fontSize="lg" color="gray.700">
            Find out your first opportunity.
          </Text>
          <PendingQuestionNote finished />
          <Button asChild colorPalette="brand" size="lg" minW="40">
            <RouterLink to={target} replace>
              Finish
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
