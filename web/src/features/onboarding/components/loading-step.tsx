import { Box, Center, Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useImpersonation } from '../../../lib/impersonation';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { loadingMessageAt, loadingTimings } from '../model/loading-messages';
import { OnboardingProgress } from './onboarding-progress';

interface LoadingStepProps {
  /** Thetix-origin users skip the animation: completion is recorded at once (spec part 1 §2). */
  skipAnimation: boolean;
  /** Refreshes what completion changed (profile, preferences, goals) before the final step. */
  onCompleted: () => Promise<void> | void;
}

/**
 * /onboarding/loading (spec part 1 §2 and §9): messages every 1.5 s; completion recorded once, 2 s in; final 1 s
 * after success, at once after a failure, and after 10 s at the latest.
 */
export function LoadingStep({ skipAnimation, onCompleted }: LoadingStepProps) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const started = useRef(false);
  const readOnly = useImpersonation() !== null;
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const toFinal = () => void navigate(paths.onboarding.final.getHref(), { replace: true });
    const timers: ReturnType<typeof setTimeout>[] = [];
    const record = () => {
      // Once per visit, even when React runs this effect twice in development.
      if (started.current) return;
      started.current = true;
      // An admin viewing as the user records nothing: the step plays out and moves on as after a success.
      if (readOnly) {
        timers.push(setTimeout(toFinal, loadingTimings.finalAfterSuccessMs));
        return;
      }
      complete.mutate(undefined, {
        onSuccess: async () => {
          await onCompleted();
          if (skipAnimation) toFinal();
          else timers.push(setTimeout(toFinal, loadingTimings.finalAfterSuccessMs));
        },
        // Spec part 1 §8: a failed completion still proceeds to final.
        onError: toFinal,
      });
    };
    if (skipAnimation) record();
    else timers.push(setTimeout(record, loadingTimings.completeAfterMs));
    timers.push(setTimeout(toFinal, loadingTimings.autoAdvanceMs));
    const startedAt = Date.now();
    const ticker = setInterval(() => setElapsed(Date.now() - startedAt), loadingTimings.messageEveryMs);
    return () => {
      timers.forEach(clearTimeout);
      clearInterval(ticker);
    };
    // The sequence runs once per visit; later renders must not restart its timers.
  }, []);

  return (
    <Container maxW="2xl" py={{ base: '6', md: '12' }}>
      <Stack gap="16">
        <OnboardingProgress current={3} />
        <Center>
          <Stack align="center" gap="6" textAlign="center">
            <Box position="relative" boxSize="20">
              <Spinner position="absolute" inset="0" boxSize="20" borderWidth="3px" color="brand.500" />
              <Center position="absolute" inset="0">
                <LogoMark size={10} />
              </Center>
            </Box>
            <Text
              role="status"
              aria-live="polite"
              fontSize={{ base: 'lg', md: 'xl' }}
              fontWeight="medium"
              color="gray.800"
              minH="8"
            >
              {skipAnimation ? 'Almost ready...' : loadingMessageAt(elapsed)}
            </Text>
          </Stack>
        </Center>
      </Stack>
    </Container>
  );
}
