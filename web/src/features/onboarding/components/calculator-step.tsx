import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { OnboardingStep } from './onboarding-step';

/** /onboarding/calculator (spec part 1 §2): the income calculator, handed in by the route, then 'Choose Assets'. */
export function CalculatorStep({ children }: { children: ReactNode }) {
  return (
    <OnboardingStep
      step={0}
      width="6xl"
      title="See Your Income Potential"
      subtitle="Add up to 10 stocks you own to estimate the monthly income from selling covered calls on them."
      footer={
        <>
          <Button asChild variant="ghost" color="gray.700">
            <RouterLink to={paths.onboarding.steps.getHref()}>Back</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.onboarding.holdings.getHref()}>Choose Assets</RouterLink>
          </Button>
        </>
      }
    >
      {children}
    </OnboardingStep>
  );
}
