import { Box, HStack, Stack, Text } from '@chakra-ui/react';

/** The four steps the welcome page announces (spec part 1 §2), in order. */
export const onboardingStepNames = [
  'Estimate Income',
  'Choose Assets',
  'Set Up Notifications',
  'Find out new opportunities',
] as const;

/** Where the user is in the setup: done steps filled, the current one marked, names from large screens up. */
export function OnboardingProgress({ current }: { current: number }) {
  return (
    <Stack gap="2" aria-label={`Step ${current + 1} of ${onboardingStepNames.length}`} role="group">
      <HStack gap="1.5">
        {onboardingStepNames.map((name, index) => (
          <Box
            key={name}
            flex="1"
            h="1.5"
            rounded="full"
            bg={index <= current ? 'brand.600' : 'gray.200'}
            aria-hidden="true"
          />
        ))}
      </HStack>
      <Text fontSize="xs" fontWeight="medium" color="gray.600" letterSpacing="wide" textTransform="uppercase">
        Step {current + 1} of {onboardingStepNames.length} · {onboardingStepNames[current]}
      </Text>
    </Stack>
  );
}
