import {
  Box,
  Breadcrumb,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Tabs,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useAccounts, visibleAccounts } from '../../lib/portfolio/get-accounts';
import { usePositions } from '../../lib/portfolio/get-positions';
import { useRefreshOnPricesUpdated } from '../../lib/portfolio/price-refresh';
import { useSelectedAccountId } from '../../lib/portfolio/selected-account';
import { dispatchTutorial } from '../../features/dashboard/hooks/use-tutorial';
import { HistoryPage } from '../../features/history/components/history-page';
import { OpportunitiesSection } from '../../features/opportunities/components/opportunities-section';
import { positionPerformanceQueryOptions } from '../../features/position/api/get-position-performance';
import { AllocationControl } from '../../features/position/components/allocation-control';
import { GoalEditor } from '../../features/position/components/goal-editor';
import { PositionChart } from '../../features/position/components/position-chart';
import { PositionGains, PositionIncomeSummary } from '../../features/position/components/position-gains';
import { PositionTaxes } from '../../features/position/components/position-taxes';
import { PositionCampaigns } from '../../features/wheel/components/position-campaigns';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type PositionTab = 'chart' | 'opportunities' | 'gains' | 'campaign' | 'taxes' | 'history' | 'goals';

/** The position's data for the account chosen in the header's switcher ('' = All accounts). */
function usePositionData() {
  const ticker = (useParams().ticker ?? '').toUpperCase();
  const accountId = useSelectedAccountId();
  const accounts = visibleAccounts(useAccounts().data ?? []);
  const positions = usePositions(accountId);
  const position = positions.data?.find((entry) => entry.ticker === ticker);
  // Asked only for a ticker the account holds: after the cache is reset (an admin leaving "view as") the positions
  // are loading again, and the old ticker would otherwise be asked of the admin's own account and answer 404.
  const performanceOptions = positionPerformanceQueryOptions(ticker, accountId);
  useRefreshOnPricesUpdated(performanceOptions.queryKey);
  const performance = useQuery({ ...performanceOptions, enabled: position !== undefined });
  const account = accounts.find((entry) => entry.id === accountId);
  return { ticker, accountId, accounts, positions, position, performance, account };
}
type Data = ReturnType<typeof usePositionData>;

function NotFound({ title, message }: { title: string; message?: string }) {
  return (
    <Container maxW="3xl" py="16">
      <Stack gap="3" align="start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {message ? <Text color="gray.600">{message}</Text> : null}
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={paths.dashboard.root.getHref()}>
            {message ? 'Go to dashboard' : 'Back to Dashboard'}
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function Header({ data }: { data: Data }) {
  const position = data.position;
  return (
    <Stack gap="1">
      <Button asChild variant="plain" size="xs" px="0" alignSelf="start" color="gray.600">
        <RouterLink to={paths.dashboard.root.getHref()}>← Back to Dashboard</RouterLink>
      </Button>
      <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {data.ticker}
          </Heading>
          {position ? <Text color="gray.600">{position.name || 'Not found'}</Text> : null}
        </Stack>
        {position ? (
          <Stack gap="0" align="end" ms="auto">
            <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {usd.format(position.currentPrice)}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {position.amount.toLocaleString('en-US')} shares · avg {usd.format(position.avgCostBasis)}
            </Text>
          </Stack>
        ) : null}
      </HStack>
    </Stack>
  );
}

function Opportunities({ data }: { data: Data }) {
  return (
    <OpportunitiesSection
      accountId={data.accountId}
      accounts={data.accounts}
      positionCount={1}
      ticker={data.ticker}
      goalHref={paths.position.goal.getHref(data.ticker)}
      columns={2}
    />
  );
}

function Goals({ data }: { data: Data }) {
  return (
    <Stack gap="4">
      <GoalEditor ticker={data.ticker} accountId={data.accountId} />
      <AllocationControl
        ticker={data.ticker}
        accountId={data.accountId}
        shares={data.position?.amount ?? 0}
      />
    </Stack>
  );
}

function PositionPage({ initialTab }: { initialTab: PositionTab }) {
  const data = usePositionData();
  const layout =
    useBreakpointValue({ base: 'mobile', md: 'desktop', '2xl': 'wide' }, { ssr: false }) ?? 'desktop';
  const [tab, setTab] = useState<PositionTab>(initialTab);
  const held = data.position !== undefined;
  // Spec part 2 §4: selecting a position while the first-run guide is at step 1 moves it to step 2.
  useEffect(() => {
    if (held) dispatchTutorial({ type: 'select-position' });
  }, [held]);
  if (!data.ticker) return <NotFound title="No position selected" />;
  if (data.positions.isPending)
    return (
      <Container maxW="7xl" py="8">
        <Skeleton h="96" rounded="xl" />
      </Container>
    );
  if (!data.position)
    return data.account ? (
      <NotFound
        title={`${data.ticker} position not found`}
        message={`Position not found in your portfolio for account "${data.account.name}".`}
      />
    ) : (
      <NotFound title="No position data available" />
    );

  const chart = <PositionChart ticker={data.ticker} averageCost={data.position.avgCostBasis} />;
  const gains = <PositionGains performance={data.performance.data} />;
  const history = <HistoryPage accountId={data.accountId} ticker={data.ticker} embedded />;
  const tabs = (ids: PositionTab[]) => (
    <Tabs.Root
      value={ids.includes(tab) ? tab : ids[0]}
      onValueChange={(event) => setTab(event.value as PositionTab)}
      variant="line"
      lazyMount
      fitted={layout === 'mobile'}
    >
      {/* Five tabs on a phone: the list scrolls sideways rather than squeezing or widening the page. */}
      <Tabs.List overflowX="auto" overflowY="hidden">
        {ids.map((id) => (
          <Tabs.Trigger key={id} value={id} flexShrink={0} px={{ base: '2.5', md: '4' }}>
            {id === 'opportunities' ? 'Opportunities' : id.charAt(0).toUpperCase() + id.slice(1)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ids.map((id) => (
        <Tabs.Content key={id} value={id}>
          {id === 'chart' ? (
            <Stack gap="5">
              {chart}
              <Opportunities data={data} />
            </Stack>
          ) : id === 'opportunities' ? (
            <Opportunities data={data} />
          ) : id === 'gains' ? (
            gains
          ) : id === 'campaign' ? (
            <PositionCampaigns ticker={data.ticker!} accountId={data.accountId} />
          ) : id === 'taxes' ? (
            <PositionTaxes ticker={data.ticker!} accountId={data.accountId} />
          ) : id === 'history' ? (
            history
          ) : (
            <Goals data={data} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );

  return (
    <Container maxW="full" px={{ base: '4', md: '6', xl: '10' }} py={{ base: '4', md: '6' }}>
      <Stack gap="5">
        {initialTab === 'goals' ? (
          <Breadcrumb.Root>
            <Breadcrumb.List>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <RouterLink to={paths.position.root.getHref(data.ticker)}>{data.ticker}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>Goals</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
        ) : null}
        <Header data={data} />
        {layout === 'mobile' ? (
          <>
            <PositionIncomeSummary performance={data.performance.data} />
            {tabs(['opportunities', 'gains', 'campaign', 'taxes', 'history'])}
          </>
        ) : layout === 'wide' ? (
          <Grid templateColumns="minmax(0, 1fr) 540px" gap="8" alignItems="start">
            <Stack gap="5">
              {chart}
              <Opportunities data={data} />
            </Stack>
            <Box>{tabs(['gains', 'campaign', 'taxes', 'history', 'goals'])}</Box>
          </Grid>
        ) : (
          tabs(['chart', 'gains', 'campaign', 'taxes', 'history', 'goals'])
        )}
        <Text fontSize="sm">
          <RouterLink to={paths.position.goal.getHref(data.ticker)} style={{ textDecoration: 'underline' }}>
            Manage portfolio allocation
          </RouterLink>
        </Text>
      </Stack>
    </Container>
  );
}

export function PositionRoute() {
  return <PositionPage initialTab="chart" />;
}

export function PositionOpportunitiesRoute() {
  return <PositionPage initialTab="opportunities" />;
}

export function PositionHistoryRoute() {
  return <PositionPage initialTab="history" />;
}

export function PositionGoalRoute() {
  return <PositionPage initialTab="goals" />;
}
