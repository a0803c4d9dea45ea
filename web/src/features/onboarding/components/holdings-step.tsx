import { Button, Separator, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useImpersonation } from '../../../lib/impersonation';
import { useAccounts } from '../../../lib/portfolio/get-accounts';
import { usePositions } from '../../../lib/portfolio/get-positions';
import { useBrokerageConnect } from '../../../lib/portfolio/use-brokerage-connect';
import { useClearManualHoldings } from '../api/clear-manual-holdings';
import { useLoadExamplePortfolio } from '../api/load-example-portfolio';
import { holdingsFooter } from '../model/holdings-footer';
import { AddEquityForm } from './add-equity-form';
import { HoldingsList } from './holdings-list';
import { OnboardingStep, stepCard } from './onboarding-step';
import { SyncBrokerageTab } from './sync-brokerage-tab';

type Tab = 'sync' | 'manual';

/** /onboarding/holdings, the assets step (spec part 1 §2). */
export function HoldingsStep() {
  const navigate = useNavigate();
  const [chosenTab, setTab] = useState<Tab>();
  const accounts = useAccounts();
  const positions = usePositions('');
  const example = useLoadExamplePortfolio();
  const brokerage = useBrokerageConnect();
  const clearManual = useClearManualHoldings();
  const readOnly = useImpersonation() !== null;
  const manualAccounts = (accounts.data ?? []).filter((account) => account.source === 'manual');
  const connectedAccounts = (accounts.data ?? []).filter((account) => account.source !== 'manual');
  // Until the user picks a tab: the brokerage one once a brokerage is connected (coming back to this step).
  const tab: Tab = chosenTab ?? (connectedAccounts.length > 0 ? 'sync' : 'manual');
  const onConnect = ({ clearManual: clear }: { clearManual: boolean }) =>
    brokerage.connect(clear ? () => clearManual.mutateAsync(manualAccounts) : undefined);
  const footer = holdingsFooter({
    hasConnectedAccount: connectedAccounts.length > 0,
    positionsCount: positions.data?.length ?? 0,
  });
  const next = () => navigate(paths.onboarding.alerts.getHref());
  const onFooter = () => {
    if (readOnly || footer.action === 'continue') void next();
    else example.mutate(undefined, { onSuccess: () => void next() });
  };

  return (
    <OnboardingStep
      step={1}
      title="Sync Your Portfolio to Activate Personal Insights"
      subtitle="Opportunities are worked out for the stocks you actually hold. Choose how to bring them in."
      footer={
        <>
          <Button asChild variant="ghost" color="gray.700">
            <RouterLink to={paths.onboarding.calculator.getHref()}>Back</RouterLink>
          </Button>
          <Button
            colorPalette="brand"
            size="lg"
            onClick={onFooter}
            loading={example.isPending}
            disabled={positions.isPending || brokerage.busy}
          >
            {readOnly ? 'Continue' : footer.label}
          </Button>
        </>
      }
    >
      <Stack {...stepCard} gap="5">
        {readOnly ? null : (
          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value as Tab)}
            variant="enclosed"
            fitted
          >
            <Tabs.List>
              <Tabs.Trigger value="sync">Sync Brokerage</Tabs.Trigger>
              <Tabs.Trigger value="manual">Manual Entry</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sync" pt="5">
              <SyncBrokerageTab
                phase={brokerage.phase}
                busy={brokerage.busy}
                hasManualHoldings={manualAccounts.some((account) => account.positionsCount > 0)}
                connected={connectedAccounts}
                onConnect={onConnect}
                onUseManualEntry={() => setTab('manual')}
              />
            </Tabs.Content>
            <Tabs.Content value="manual" pt="5">
              <Stack gap="5">
                <AddEquityForm />
                <Separator />
                <Stack gap="2" align="start">
                  <Text fontWeight="semibold" color="gray.900">
                    No holdings at hand?
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    Load an example portfolio of AAPL, MSFT and KO worth $1,000,000 with a year of covered
                    calls, and remove it whenever you like.
                  </Text>
                  <Button variant="outline" onClick={() => example.mutate()} loading={example.isPending}>
                    Try Example Portfolio
                  </Button>
                </Stack>
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        )}
        <Stack gap="3">
          <Text fontWeight="semibold" color="gray.900">
            Your assets
          </Text>
          <HoldingsList positions={positions.data ?? []} loading={positions.isPending} />
        </Stack>
      </Stack>
    </OnboardingStep>
  );
}
