import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useTutorial } from '../hooks/use-tutorial';
import { TUTORIAL_STEPS, type TutorialStep } from '../model/tutorial';

const STEPS: TutorialStep[] = [1, 2, 3];

/** At most this many holdings are offered in step 1 (the rest are in the sidebar or the holdings list). */
const PICKABLE = 6;

/**
 * A short first-run guide on the dashboard (spec part 1 §3, part 2 §4): three steps, the covered calls banner, and
 * a dismissal that lasts (hooks/use-tutorial.ts). Opening a position moves step 1 on to step 2. Step 1 ("Pick a
 * position") offers the `holdings` to pick on a tablet, where no sidebar lists them (the phone lists them below).
 */
export function FirstRunGuide({ holdings = [] }: { holdings?: readonly { ticker: string }[] } = {}) {
  const [tutorial, dispatch] = useTutorial();
  if (!tutorial.showTutorial) return null;
  const step = TUTORIAL_STEPS[tutorial.currentStep];
  return (
    <Box
      as="section"
      aria-label="Getting started"
      p={{ base: '3', md: '4' }}
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="brand.200"
    >
      <Stack gap="3">
        {tutorial.showCoveredCallsBanner ? (
          <HStack align="start" gap="2" p="2.5" bg="brand.50" rounded="lg">
            <Text fontSize="sm" color="brand.900" flex="1">
              A covered call pays you a premium now for agreeing to sell 100 shares you own at a set price
              (the strike) until a set date. Thetix suggests calls that fit the goal you chose for each
              holding.
            </Text>
            <CloseButton
              size="2xs"
              aria-label="Hide the covered calls note"
              onClick={() => dispatch({ type: 'hide-banner' })}
            />
          </HStack>
        ) : null}
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1" minW="0">
            <Text
              fontSize="xs"
              fontWeight="semibold"
              color="brand.700"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              Getting started · Step {tutorial.currentStep} of 3
            </Text>
            <Text fontWeight="semibold">{step.title}</Text>
            <Text fontSize="sm" color="gray.600">
              {step.body}
            </Text>
            {tutorial.currentStep === 1 && holdings.length > 0 ? (
              <HStack
                gap="1.5"
                flexWrap="wrap"
                pt="1"
                display={{ base: 'none', md: 'flex', lg: 'none' }}
                aria-label="Your holdings"
              >
                {holdings.slice(0, PICKABLE).map((holding) => (
                  <Button key={holding.ticker} asChild size="xs" variant="outline">
                    <RouterLink to={paths.position.root.getHref(holding.ticker)}>{holding.ticker}</RouterLink>
                  </Button>
                ))}
              </HStack>
            ) : null}
          </Stack>
          <HStack gap="1" aria-hidden="true" flexShrink={0} pt="1">
            {STEPS.map((index) => (
              <Box
                key={index}
                boxSize="2"
                rounded="full"
                bg={index <= tutorial.currentStep ? 'brand.600' : 'gray.200'}
              />
            ))}
          </HStack>
        </HStack>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Button size="xs" variant="ghost" color="gray.600" onClick={() => dispatch({ type: 'dismiss' })}>
            Don&apos;t show again
          </Button>
          <HStack gap="2">
            {tutorial.currentStep > 1 ? (
              <Button size="xs" variant="outline" onClick={() => dispatch({ type: 'back' })}>
                Back
              </Button>
            ) : null}
            {tutorial.currentStep < 3 ? (
              <Button size="xs" colorPalette="brand" onClick={() => dispatch({ type: 'advance' })}>
                Next
              </Button>
            ) : (
              <Button size="xs" colorPalette="brand" onClick={() => dispatch({ type: 'dismiss' })}>
                Done
              </Button>
            )}
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}
