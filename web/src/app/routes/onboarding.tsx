import { useQueryClient } from '@tanstack/react-query';
import { channelIds, type ChannelId } from '@thetix/shared/contracts/goals';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PortfolioCalculator } from '../../features/calculator/components/portfolio-calculator';
import { AlertsStep, type ChannelChoice } from '../../features/onboarding/components/alerts-step';
import { FinalStep } from '../../features/onboarding/components/final-step';
import { HoldingsStep } from '../../features/onboarding/components/holdings-step';
import { LoadingStep } from '../../features/onboarding/components/loading-step';
import { CalculatorStep } from '../../features/onboarding/components/calculator-step';
import { WelcomeStep } from '../../features/onboarding/components/welcome-step';
import { isThetixOrigin, rememberedLandingPage } from '../../features/onboarding/model/onboarding-origin';
import { useSubscriptionConfig } from '../../features/profile/api/get-subscription-config';
import { useSubscriptions } from '../../features/profile/api/get-subscriptions';
import { useUpdateSubscriptions } from '../../features/profile/api/update-subscriptions';
import { useProfile } from '../../features/profile/api/get-profile';
import { refreshAfterOnboarding } from '../../features/profile/api/refresh-after-onboarding';

/** Onboarding in the order of spec part 1 §2: steps, calculator, assets, alerts, loading, final, dashboard. */

export function OnboardingStepsRoute() {
  return <WelcomeStep />;
}

export function OnboardingCalculatorRoute() {
  return (
    <CalculatorStep>
      <PortfolioCalculator />
    </CalculatorStep>
  );
}

/** Not a step of its own in the spec's order: the strategy is chosen later per position, so it leads on to assets. */
export function OnboardingStrategyRoute() {
  return <Navigate to={paths.onboarding.holdings.getHref()} replace />;
}

export function OnboardingHoldingsRoute() {
  return <HoldingsStep />;
}

export function OnboardingAlertsRoute() {
  const navigate = useNavigate();
  const config = useSubscriptionConfig();
  const stored = useSubscriptions();
  const update = useUpdateSubscriptions();
  const [draft, setDraft] = useState<Partial<Record<ChannelId, boolean>>>({});
  const channels: ChannelChoice[] | undefined =
    config.data && stored.data
      ? channelIds.map((id) => {
          const option = config.data.channels[id];
          return {
            id,
            label: option.label,
            description: option.description,
            checked: draft[id] ?? stored.data.channels[id],
            locked: option.required || option.disabled,
          };
        })
      : undefined;
  const changed = Object.entries(draft).some(([id, on]) => stored.data?.channels[id as ChannelId] !== on);
  const next = () => void navigate(paths.onboarding.loading.getHref());
  return (
    <AlertsStep
      channels={channels}
      onToggle={(id, checked) => setDraft((current) => ({ ...current, [id]: checked }))}
      saving={update.isPending}
      onContinue={() => (changed ? update.mutate({ channels: draft }, { onSuccess: next }) : next())}
    />
  );
}

const useThetixOrigin = () => isThetixOrigin(useProfile().data?.preferences, rememberedLandingPage());

export function OnboardingLoadingRoute() {
  const queryClient = useQueryClient();
  return (
    <LoadingStep skipAnimation={useThetixOrigin()} onCompleted={() => refreshAfterOnboarding(queryClient)} />
  );
}

export function OnboardingFinalRoute() {
  return <FinalStep thetixOrigin={useThetixOrigin()} />;
}
