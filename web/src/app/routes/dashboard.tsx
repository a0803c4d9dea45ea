import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Stack,
  Tabs,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useAccounts, visibleAccounts } from '../../lib/portfolio/get-accounts';
import { usePositions } from '../../lib/portfolio/get-positions';
import { useSelectedAccountId } from '../../lib/portfolio/selected-account';
import { belowTopBar } from '../../lib/top-bar';
import { usePortfolioPerformance } from '../../features/dashboard/api/get-portfolio-performance';
import { ActionPlanPanel } from '../../features/ask/components/action-plan-panel';
import { AssetsList } from '../../features/dashboard/components/assets-list';
import { ConnectPortfolioPanel } from '../../features/dashboard/components/connect-portfolio-panel';
import { FirstRunGuide } from '../../features/dashboard/components/first-run-guide';
import { GainsView } from '../../features/dashboard/components/gains-view';
import { IncomeGoalCard } from '../../features/income-goal/components/income-goal-card';
import { IncomeSummary } from '../../features/dashboard/components/income-summary';
import { HistoryPage } from '../../features/history/components/history-page';
import { ManualPositionActions } from '../../features/history/components/manual-position-actions';
import { OPPORTUNITY_PARAM } from '../../features/opportunities/components/opportunity-list';
import { OpportunitiesSection } from '../../features/opportunities/components/opportunities-section';
import { useOpportunityCounts } from '../../features/opportunities/hooks/use-unread-opportunities';
import { useIdentityName } from '../../features/profile/api/get-identity-name';
import { useProfile } from '../../features/profile/api/get-profile';
import { GoalsPage } from '../../features/profile/components/goals-page';
import { ThetixCardsTab } from '../../features/thetix/components/cards-tab';

/**
 * The dashboard's data for the account chosen in the header's switcher (lib/portfolio/selected-account: '' is All
 * accounts), shared by the desktop and mobile layouts.
 */
function useDashboardData() {
  const accountId = useSelectedAccountId();
  const accountsQuery = useAccounts();
  const accounts = visibleAccounts(accountsQuery.data ?? []);
  const positions = usePositions(accountId);
  const performance = usePortfolioPerformance(accountId);
  const counts = useOpportunityCounts(accountId, accounts);
  const held = (positions.data ?? []).filter(
    (position) => position.amount > 0 || position.totalOpenContracts > 0,
  );
  const onlyEmptyManual =
    accounts.length > 0 &&
    accounts.every((account) => account.source === 'manual') &&
    positions.isSuccess &&
    held.length === 0;
  // No account at all (every one deleted, or onboarding skipped): the phone shows the way to add one.
  const noAccounts = accountsQuery.isSuccess && accounts.length === 0;
  return { accountId, accounts, positions, performance, counts, held, onlyEmptyManual, noAccounts };
}

type Data = ReturnType<typeof useDashboardData>;

/** What the header's switcher calls no account chosen. */
const ALL_ACCOUNTS = 'All accounts';

/** The switcher's account name for the action plan's meta data; none for All accounts. */
const accountNameOf = (data: Data) => data.accounts.find((account) => account.id === data.accountId)?.name;

function greeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function Opportunities({ data, columns }: { data: Data; columns?: number }) {
  return (
    <OpportunitiesSection
      accountId={data.accountId}
      accounts={data.accounts}
      positionCount={data.held.length}
      goalHref={paths.dashboard.goal.getHref()}
      columns={columns}
    />
  );
}

function Gains({ data }: { data: Data }) {
  return (
    <Stack gap="5">
      <GainsView
        performance={data.performance.data}
        isPending={data.performance.isPending}
        isError={data.performance.isError}
      />
      {data.held.length > 0 ? <IncomeGoalCard /> : null}
    </Stack>
  );
}

function Connect() {
  return (
    <ConnectPortfolioPanel
      accountsHref={paths.profile.accounts.getHref()}
      manualActions={<ManualPositionActions />}
    />
  );
}

function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? (
    <Badge
      colorPalette="red"
      variant="solid"
      rounded="full"
      size="xs"
      ml="1.5"
      aria-label={`${count} unread`}
    >
      {count}
    </Badge>
  ) : null;
}

/** Desktop (md and up): below 2xl one row of tabs; from 2xl the assistant's place plus a fixed 540 px side panel. */
function DesktopDashboard({ data, showDebug }: { data: Data; showDebug: boolean }) {
  const [tab, setTab] = useState('opportunities');
  const wide = useBreakpointValue({ base: false, '2xl': true }, { ssr: false }) ?? false;
  if (data.onlyEmptyManual)
    return (
      <Container maxW="7xl" py="8">
        <Connect />
      </Container>
    );
  const tabs = (withThetix: boolean) => (
    <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value)} variant="line" lazyMount>
      <Tabs.List>
        {withThetix ? <Tabs.Trigger value="thetix">Ask Thetix</Tabs.Trigger> : null}
        <Tabs.Trigger value="gains">Gains</Tabs.Trigger>
        <Tabs.Trigger value="opportunities">
          Opportunities
          <UnreadBadge count={data.counts.unread} />
        </Tabs.Trigger>
        <Tabs.Trigger value="cards">Cards</Tabs.Trigger>
      </Tabs.List>
      {withThetix ? (
        <Tabs.Content value="thetix">
          <Box maxW="4xl">
            <ActionPlanPanel
              accountId={data.accountId}
              accountName={accountNameOf(data)}
              showDebug={showDebug}
              threadHeight="32rem"
            />
          </Box>
        </Tabs.Content>
      ) : null}
      <Tabs.Content value="gains">
        <Box maxW={withThetix ? '3xl' : undefined}>
          <Gains data={data} />
        </Box>
      </Tabs.Content>
      <Tabs.Content value="opportunities">
        <Opportunities data={data} columns={withThetix ? 3 : 1} />
      </Tabs.Content>
      <Tabs.Content value="cards">
        <ThetixCardsTab accountName={accountNameOf(data) ?? ALL_ACCOUNTS} />
      </Tabs.Content>
    </Tabs.Root>
  );
  const guide = data.held.length > 0 ? <FirstRunGuide holdings={data.held} /> : null;
  if (!wide)
    return (
      <Container maxW="full" px={{ md: '6', xl: '10' }} py="6">
        <Stack gap="5">
          {guide}
          {tabs(true)}
        </Stack>
      </Container>
    );
  return (
    <Container maxW="full" px={{ md: '6', xl: '10' }} py="6">
      <Grid templateColumns="minmax(0, 1fr) 540px" gap="8" alignItems="start">
        <Stack gap="5">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            Your portfolio
          </Heading>
          {guide}
          <ActionPlanPanel
            accountId={data.accountId}
            accountName={accountNameOf(data)}
            showDebug={showDebug}
            threadHeight="30rem"
          />
          <Heading as="h2" size="md" mt="2">
            Holdings
          </Heading>
          <AssetsList
            positions={data.positions.data ?? []}
            hrefFor={paths.position.root.getHref}
            isPending={data.positions.isPending}
            error={data.positions.error}
          />
        </Stack>
        <Box position="sticky" top={belowTopBar('1rem')}>
          {tabs(false)}
        </Box>
      </Grid>
    </Container>
  );
}

/** The phone's bottom bar plus the greeting row: what the chat leaves free once the header has slid away. */
const PHONE_CHAT_HEIGHT = 'calc(100dvh - 4.75rem - 3.25rem)';

/** How many holdings the phone lists before "Show all". */
const PHONE_HOLDINGS = 4;

/**
 * The phone's holdings (spec part 2 §2's Assets): the first few, each linking to its page, and the rest one tap
 * away. The first-run guide's "Pick a position" points here.
 */
function PhoneHoldings({ data }: { data: Data }) {
  const [all, setAll] = useState(false);
  const shown = all ? data.held : data.held.slice(0, PHONE_HOLDINGS);
  return (
    <Stack as="section" aria-label="Holdings" gap="2">
      <HStack justify="space-between" px="1">
        <Heading as="h2" size="sm">
          Holdings
        </Heading>
        {data.held.length > PHONE_HOLDINGS ? (
          <Button size="xs" variant="plain" color="brand.700" onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${data.held.length}`}
          </Button>
        ) : null}
      </HStack>
      <AssetsList
        positions={shown}
        hrefFor={paths.position.root.getHref}
        isPending={data.positions.isPending}
        error={data.positions.error}
      />
    </Stack>
  );
}

/**
 * Mobile (spec part 2 §2, part 3 §2): a greeting, the Income YTD summary with the opportunity count, the first-run
 * guide, the holdings, then the action-plan chat. The chat is as tall as the screen below the greeting, so
 * scrolling down to it slides the header away (the shell collapses it on scroll) and the chat fills the phone. The
 * bottom bar has no opportunities entry, so one link beside the greeting keeps the cards (with their unread count)
 * in reach, and a link to one opportunity (`?opportunity={id}`) opens it there. A user without holdings (a manual
 * account holding nothing, or no account at all) sees how to add some.
 */
function MobileDashboard({
  data,
  name,
  showDebug,
}: {
  data: Data;
  name: string | undefined;
  showDebug: boolean;
}) {
  const [search] = useSearchParams();
  const opportunityId = search.get(OPPORTUNITY_PARAM);
  if (opportunityId)
    return (
      <Navigate
        replace
        to={`${paths.dashboard.opportunities.getHref()}?${new URLSearchParams({ [OPPORTUNITY_PARAM]: opportunityId }).toString()}`}
      />
    );
  return (
    <Stack gap="3" px="3" py="3">
      <HStack justify="space-between" gap="2" px="1">
        <Heading as="h1" size="lg" minW="0" truncate>
          {greeting(new Date())}
          {name ? `, ${name}` : ''}
        </Heading>
        <Button asChild size="xs" variant="outline" flexShrink={0}>
          <RouterLink to={paths.dashboard.opportunities.getHref()}>
            Opportunities
            <UnreadBadge count={data.counts.unread} />
          </RouterLink>
        </Button>
      </HStack>
      {data.onlyEmptyManual || data.noAccounts ? (
        <Connect />
      ) : (
        <>
          {data.held.length > 0 ? (
            <IncomeSummary performance={data.performance.data} opportunityCount={data.counts.active} />
          ) : null}
          {data.held.length > 0 ? <FirstRunGuide /> : null}
          <PhoneHoldings data={data} />
          <ActionPlanPanel
            accountId={data.accountId}
            accountName={accountNameOf(data)}
            showDebug={showDebug}
            height={PHONE_CHAT_HEIGHT}
          />
          {data.held.length > 0 ? <IncomeGoalCard /> : null}
        </>
      )}
    </Stack>
  );
}

export function DashboardRoute() {
  const data = useDashboardData();
  const profile = useProfile();
  const identityName = useIdentityName();
  const name = identityName?.split(' ')[0] ?? profile.data?.username.split('@')[0];
  const showDebug = profile.data?.featureFlags.show_thetix_chat_debug === true;
  const layout = useBreakpointValue({ base: 'mobile', md: 'desktop' }, { ssr: false });
  return layout === 'mobile' ? (
    <MobileDashboard data={data} name={name} showDebug={showDebug} />
  ) : (
    <DesktopDashboard data={data} showDebug={showDebug} />
  );
}

export function OpportunitiesRoute() {
  const data = useDashboardData();
  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }}>
      <Stack gap="5">
        <HStack justify="space-between">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            Opportunities
          </Heading>
        </HStack>
        {data.onlyEmptyManual ? <Connect /> : <Opportunities data={data} />}
      </Stack>
    </Container>
  );
}

export function HistoryRoute() {
  const accountId = useSelectedAccountId();
  return <HistoryPage accountId={accountId} />;
}

/** /dashboard/goal: the investment goals page (the profile's, in the dashboard shell), where the opportunity list's
 * "Define Your Investment Goals" leads. */
export function GoalRoute() {
  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }}>
      <Stack gap="5">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Investment Goals
        </Heading>
        <GoalsPage />
      </Stack>
    </Container>
  );
}
