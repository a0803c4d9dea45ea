import { Box, Button, Grid, HStack, Spinner, Stack, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import type { CoveredCallOpportunity } from '@thetix/shared/contracts/opportunities';
import { isReadyToTrade } from '@thetix/shared/opportunities/opportunity-list';
import { useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { useActionFlow } from './action-flow';
import { AskThetixPanel } from './ask-thetix-panel';
import { CoveredCallFullDetails } from './covered-call-details';
import { CoveredCallOverview, type DrawerPanel } from './covered-call-overview';
import { DrawerFrame } from './drawer-frame';
import { FineTunePanel, type AppliedTrade } from './fine-tune-panel';
import { TradeWarnings } from './trade-warnings';

type MobileTab = 'overview' | DrawerPanel;

const PANEL_TITLES: Record<DrawerPanel, string> = {
  details: 'Full Details',
  discover: 'Fine Tune',
  thetix: 'Ask Thetix',
};

/**
 * The covered-call drawer (spec part 2 §2): tabs on small screens; on large ones the overview on the left and a
 * right panel (Full Details, Fine Tune, Ask Thetix) with a Hide button. The right panel clears when it closes.
 */
export function CoveredCallDrawer({
  opportunity,
  onClose,
}: {
  opportunity: CoveredCallOpportunity;
  onClose: () => void;
}) {
  const large = useBreakpointValue({ base: false, lg: true }) ?? false;
  const original: AppliedTrade = { details: opportunity.details, warnings: opportunity.warnings };
  const [applied, setApplied] = useState<AppliedTrade>(original);
  const [panel, setPanel] = useState<DrawerPanel | 'none'>('none');
  const [mobileTab, setMobileTab] = useState<MobileTab>('overview');
  const [question, setQuestion] = useState<string | undefined>();
  const [updating, setUpdating] = useState(false);
  const details = applied.details;
  const ready = isReadyToTrade(opportunity);
  // Read-only while an admin views this user (spec part 2 §6): no trade, dismiss or fine-tune apply.
  const readOnly = useImpersonation() !== null;
  const flow = useActionFlow(
    opportunity,
    { strike: details.strike, expiration: details.expiration, contracts: details.contracts },
    onClose,
  );

  const showPanel = (next: DrawerPanel, asked?: string) => {
    setQuestion(asked);
    if (large) setPanel(next);
    else setMobileTab(next);
  };
  const apply = (trade: AppliedTrade) => {
    setApplied(trade);
    if (large) setPanel('none');
    else setMobileTab('overview');
  };
  const reset = () => setApplied(original);

  const overview = (
    <Stack gap="4">
      <TradeWarnings warnings={applied.warnings} />
      <CoveredCallOverview opportunity={opportunity} details={details} onPanel={showPanel} />
    </Stack>
  );
  const panelContent = (which: DrawerPanel) =>
    which === 'details' ? (
      <CoveredCallFullDetails opportunity={opportunity} details={details} />
    ) : which === 'discover' ? (
      <FineTunePanel
        opportunity={opportunity}
        applied={applied}
        readOnly={readOnly}
        onUpdating={setUpdating}
        onApply={apply}
        onReset={reset}
        inTabs={!large}
      />
    ) : (
      <AskThetixPanel
        opportunity={opportunity}
        question={question}
        onQuestionAsked={() => setQuestion(undefined)}
      />
    );

  const active = opportunity.status === 'active';
  return (
    <DrawerFrame
      ticker={opportunity.primary_ticker}
      title={`Sell ${opportunity.primary_ticker} Covered Calls`}
      generatedAt={opportunity.generated_at}
      wide={large && panel !== 'none'}
      locked={flow.busy}
      onClose={onClose}
      footer={
        readOnly ? null : active ? (
          <>
            <Button variant="outline" colorPalette="red" onClick={flow.openDismiss}>
              Dismiss Opportunity
            </Button>
            {ready ? (
              <Button colorPalette="brand" onClick={flow.openPreview}>
                Checkout &amp; Trade
              </Button>
            ) : null}
          </>
        ) : (
          <Text fontSize="sm" color="gray.600">
            This opportunity is {opportunity.status === 'acted_upon' ? 'acted upon' : opportunity.status}.
          </Text>
        )
      }
    >
      {large ? (
        <Grid
          templateColumns={panel === 'none' ? '1fr' : 'minmax(0, 1fr) minmax(0, 1.15fr)'}
          gap="5"
          alignItems="start"
        >
          <Box>{overview}</Box>
          {panel === 'none' ? null : (
            <Stack gap="3" position="sticky" top="0">
              <HStack justify="space-between">
                <Tabs.Root
                  value={panel}
                  onValueChange={(event) => setPanel(event.value as DrawerPanel)}
                  size="sm"
                  variant="enclosed"
                >
                  <Tabs.List>
                    {(Object.keys(PANEL_TITLES) as DrawerPanel[]).map((key) => (
                      <Tabs.Trigger key={key} value={key}>
                        {PANEL_TITLES[key]}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                </Tabs.Root>
                <Button size="xs" variant="ghost" onClick={() => setPanel('none')}>
                  Hide
                </Button>
              </HStack>
              {panelContent(panel)}
            </Stack>
          )}
        </Grid>
      ) : (
        <Tabs.Root
          value={mobileTab}
          onValueChange={(event) => setMobileTab(event.value as MobileTab)}
          size="sm"
          variant="line"
          fitted
        >
          <Tabs.List
            bg="gray.50"
            position="sticky"
            top="-4"
            zIndex="1"
            overflowX="auto"
            css={{ scrollbarWidth: 'none', '& > button': { whiteSpace: 'nowrap', flexShrink: 0 } }}
          >
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="details">Details</Tabs.Trigger>
            <Tabs.Trigger value="discover">Fine Tune</Tabs.Trigger>
            <Tabs.Trigger value="thetix">Ask Thetix</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">{overview}</Tabs.Content>
          <Tabs.Content value="details">{panelContent('details')}</Tabs.Content>
          <Tabs.Content value="discover">{panelContent('discover')}</Tabs.Content>
          <Tabs.Content value="thetix">{panelContent('thetix')}</Tabs.Content>
        </Tabs.Root>
      )}
      {updating ? (
        <Stack
          position="absolute"
          inset="0"
          bg="whiteAlpha.800"
          align="center"
          justify="center"
          gap="3"
          zIndex="2"
          role="status"
        >
          <Spinner size="lg" color="brand.700" />
          <Text fontWeight="medium">Updating opportunity...</Text>
        </Stack>
      ) : null}
      {flow.dialogs}
    </DrawerFrame>
  );
}
