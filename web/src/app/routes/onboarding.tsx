import { Text } from '@chakra-ui/react';
import { ComingSoonPage } from '../../components/coming-soon-page';

export function OnboardingStepsRoute() {
  return <ComingSoonPage title="Welcome to the product!" />;
}

export function OnboardingCalculatorRoute() {
  return <ComingSoonPage title="See Your Income Potential" />;
}

export function OnboardingStrategyRoute() {
  return <ComingSoonPage title="Choose Your Strategy" />;
}

export function OnboardingHoldingsRoute() {
  return <ComingSoonPage title="Sync Your Portfolio to Activate Personal Insights" />;
}

export function OnboardingAlertsRoute() {
  return <ComingSoonPage title="Stay Ahead of the Market" />;
}

export function OnboardingLoadingRoute() {
  return <ComingSoonPage title="Preparing your dashboard..." />;
}

export function OnboardingFinalRoute() {
  return (
    <ComingSoonPage title="You're all set!">
      <Text mt="2" fontSize="lg" color="gray.700">
        Find out your first opportunity.
      </Text>
    </ComingSoonPage>
  );
}
