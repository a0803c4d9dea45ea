import { Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { onboardingStepNames } from './onboarding-progress';
import { OnboardingStep, stepCard } from './onboarding-step';

const stepDetails: Record<(typeof onboardingStepNames)[number], string> = {
  'Estimate Income': 'See what covered calls could earn on the stocks you hold.',
  'Choose Assets': 'Connect your brokerage read-only, enter holdings by hand, or try an example portfolio.',
  'Set Up Notifications': 'Choose how we tell you about new opportunities and calls at risk.',
  'Find out new opportunities':
    'Get covered-call ideas matched to your goal. You place every trade yourself.',
};

/** /onboarding/steps (spec part 1 §2): the four steps and 'Start Quick Setup'. */
export function WelcomeStep() {
  return (
    <OnboardingStep
      step={0}
      title="Welcome to the product!"
      subtitle="Four quick steps, about two minutes. Nothing is traded for you and you can change everything later."
      footer={
        <>
          <span />
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.onboarding.calculator.getHref()}>Start Quick Setup</RouterLink>
          </Button>
        </>
      }
    >
      <Stack as="ol" gap="0" {...stepCard} p="0" listStyleType="none">
        {onboardingStepNames.map((name, index) => (
          <HStack
            as="li"
            key={name}
            gap="4"
            px={{ base: '5', md: '6' }}
            py="4"
            align="start"
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="gray.100"
          >
            <Center
              boxSize="8"
              rounded="full"
              bg="brand.50"
              color="brand.800"
              fontWeight="bold"
              flexShrink={0}
            >
              {index + 1}
            </Center>
            <Stack gap="0.5">
              <Text fontWeight="semibold" color="gray.900">
                {name}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {stepDetails[name]}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </OnboardingStep>
  );
}
