import {
  Alert,
  Button,
  Container,
  Grid,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import type { TransactionGroup } from '@thetix/shared/contracts/portfolio';
import { useEffect, useRef, useState } from 'react';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { useTransactionPages } from '../api/get-transactions';
import { useAllHistoryGroups, useHistoryCampaigns } from '../api/get-campaigns';
import { groupByCampaign } from '../model/campaign-groups';
import { CampaignSection } from './campaign-section';
import { useHistoryExport } from '../hooks/use-history-export';
import { useImpersonation } from '../../../lib/impersonation';
import { useRemoveManualEntries } from '../api/manual-positions';
import { useUndoableRemoval } from '../hooks/use-undoable-removal';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { money } from '../model/format';
import {
  DATE_PRESETS,
  DEFAULT_DATE_PRESET,
  TYPE_FILTERS,
  serverFilter,
  type HistoryFilters,
} from '../model/history-filters';
import { historyDayHeading } from '../model/history-days';
import { ManualPositionActions } from './manual-position-actions';
import { TransactionRow } from './transaction-row';

/** One of the history's select filters (type, date range). */
function FilterSelect<Value extends string>(props: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Value)}
        bg="white"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" p="3" bg="white" rounded="lg" borderWidth="1px">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

const removalLabel = (group: TransactionGroup) =>
  `${group.ticker} ${group.strategy} on ${group.date.slice(0, 10)}`;

/** Export CSV saves the whole filtered history (every page, loaded or not), and says so beside the summary. */
const exportNote = (count: number) =>
  `Export CSV saves the filtered history: all ${count} ${count === 1 ? 'transaction' : 'transactions'} these filters select, loaded or not.`;

/** Loads the next page when the end of the list scrolls into view (the Load more button does the same by hand). */
function useLoadMoreSentinel(enabled: boolean, loadMore: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

/** Groups under day headings, in the history's order (newest first). */
function daysOf(groups: readonly TransactionGroup[], now: Date) {
  const days: { heading: string; groups: TransactionGroup[] }[] = [];
  for (const group of groups) {
    const heading = historyDayHeading(group.date, now);
    const last = days.at(-1);
    if (last?.heading === heading) last.groups.push(group);
    else days.push({ heading, groups: [group] });
  }
  return days;
}

function DayList({
  groups,
  now,
  onRemove,
}: {
  groups: readonly TransactionGroup[];
  now: Date;
  onRemove?: (group: TransactionGroup) => void;
}) {
  return daysOf(groups, now).map((day) => (
    <Stack key={day.heading} gap="2">
      <Heading as="h3" size="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide">
        {day.heading}
      </Heading>
      <Stack gap="0" bg="white" rounded="xl" borderWidth="1px" overflow="hidden">
        {day.groups.map((group) => (
          <TransactionRow key={group.id} group={group} onRemove={onRemove} />
        ))}
      </Stack>
    </Stack>
  ));
}

/**
 * History grouped by campaign (issue 31 item 4): every group the filters select (all the route's pages, decision
 * 382) matched to the campaigns' `group_ids`; each campaign with its groups, then the groups of no campaign.
 */
function CampaignGroupedList({
  accountId,
  filter,
  hidden,
  now,
  onRemove,
}: {
  accountId: string;
  filter: ReturnType<typeof serverFilter>;
  hidden: ReadonlySet<string>;
  now: Date;
  onRemove?: (group: TransactionGroup) => void;
}) {
  const all = useAllHistoryGroups(accountId, filter, true);
  const campaigns = useHistoryCampaigns(accountId, true);
  if (all.isPending || campaigns.isPending) return <Skeleton h="64" rounded="xl" />;
  if (all.isError || campaigns.isError)
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Description>Error: {(all.error ?? campaigns.error)?.message}</Alert.Description>
      </Alert.Root>
    );
  const groups = all.data.filter((group) => !hidden.has(group.id));
  const grouped = groupByCampaign(groups, campaigns.data.campaigns);
  const accounts = new Set(campaigns.data.campaigns.map((campaign) => campaign.account_id));
  return (
    <Stack gap="4" data-testid="history-by-campaign">
      <Text fontSize="xs" color="gray.600" role="status">
        Grouped by campaign: all {groups.length} {groups.length === 1 ? 'transaction' : 'transactions'} these
        filters select are loaded; {grouped.campaigns.length}{' '}
        {grouped.campaigns.length === 1 ? 'campaign' : 'campaigns'}.
      </Text>
      {grouped.campaigns.map((section) => (
        <CampaignSection
          key={section.campaign.id}
          section={section}
          showAccount={accounts.size > 1}
          onRemove={onRemove}
        />
      ))}
      {grouped.others.length > 0 ? (
        <Stack gap="3" as="section" aria-label="Not in a campaign">
          <Heading as="h3" size="sm" color="gray.700">
            Not in a campaign
          </Heading>
          <DayList groups={grouped.others} now={now} onRemove={onRemove} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Trading History (spec part 2 §2): filters, summary, day groups, rows, remove and Export CSV. */
export function HistoryPage({
  accountId,
  ticker,
  embedded = false,
}: {
  accountId: string;
  ticker?: string;
  embedded?: boolean;
}) {
  const [filters, setFilters] = useState<HistoryFilters>({
    ticker: ticker ?? '',
    type: 'all',
    date: DEFAULT_DATE_PRESET,
  });
  const now = new Date();
  const filter = serverFilter(filters, now);
  const transactions = useTransactionPages(accountId, ticker, filter);
  const remove = useRemoveManualEntries(accountId);
  // Read-only while an admin views this user (spec part 1 §6): no remove action on manual rows.
  const readOnly = useImpersonation() !== null;
  const [confirming, setConfirming] = useState<TransactionGroup | null>(null);
  const [byCampaign, setByCampaign] = useState(false);
  const grouped = byCampaign && !embedded;
  const removal = useUndoableRemoval((ids, onError) => remove.mutate(ids, { onError }));
  const pages = transactions.data?.pages ?? [];
  const first = pages[0];
  const shown = pages.flatMap((page) => page.groups).filter((group) => !removal.hidden.has(group.id));
  // The summary is the server's, over every group the filters select, not only the pages loaded.
  const summary = first?.summary ?? { count: 0, optionsIncome: 0, dividends: 0, equityTrades: 0 };
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = transactions;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useLoadMoreSentinel(hasNextPage && !isFetchingNextPage, loadMore);
  const csvExport = useHistoryExport({ accountId, ticker, filter, hidden: removal.hidden, readOnly });
  const exporting = csvExport.progress;
  const exportError = csvExport.error;
  const exportCsv = () => csvExport.start(summary.count);
  const set = <K extends keyof HistoryFilters>(key: K, value: HistoryFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const body = transactions.isPending ? (
    <Skeleton h="64" rounded="xl" />
  ) : transactions.isError ? (
    <Alert.Root status="error" rounded="lg">
      <Alert.Indicator />
      <Alert.Description>Error: {transactions.error.message}</Alert.Description>
    </Alert.Root>
  ) : (first?.scope.groups ?? 0) === 0 ? (
    <Stack align="center" py="12" gap="3" bg="white" rounded="xl" borderWidth="1px" borderStyle="dashed">
      <Heading as="h3" size="md">
        No trades yet
      </Heading>
      {embedded ? null : (
        <HStack gap="2">
          <ManualPositionActions />
        </HStack>
      )}
    </Stack>
  ) : shown.length === 0 ? (
    <Stack align="center" py="12" bg="white" rounded="xl" borderWidth="1px" borderStyle="dashed">
      <Heading as="h3" size="md">
        No transactions found
      </Heading>
      <Text fontSize="sm" color="gray.600">
        Try a longer date range or another type.
      </Text>
    </Stack>
  ) : grouped ? (
    <CampaignGroupedList
      accountId={accountId}
      filter={filter}
      hidden={removal.hidden}
      now={now}
      onRemove={readOnly ? undefined : setConfirming}
    />
  ) : (
    <Stack gap="4">
      <DayList groups={shown} now={now} onRemove={readOnly ? undefined : setConfirming} />
      {hasNextPage ? (
        <Stack align="center" gap="2" py="2">
          <div ref={sentinel} data-testid="history-sentinel" />
          <Button size="sm" variant="outline" onClick={loadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
          <Text fontSize="xs" color="gray.600">
            Showing {shown.length} of {summary.count} transactions
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );

  return (
    <Container
      maxW={embedded ? 'full' : '5xl'}
      px={embedded ? '0' : undefined}
      py={embedded ? '0' : { base: '5', md: '8' }}
    >
      <Stack gap="5">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          {embedded ? (
            <Heading as="h2" size="md">
              History
            </Heading>
          ) : (
            <Heading as="h1" size="2xl" letterSpacing="tight">
              Trading History
            </Heading>
          )}
          <HStack gap="2" flexWrap="wrap">
            {embedded ? null : <ManualPositionActions showReset={first?.scope.testData ?? false} />}
            <Button
              size="sm"
              variant="outline"
              disabled={summary.count === 0 || exporting !== null}
              loading={exporting !== null}
              title={exportNote(summary.count)}
              aria-describedby="history-export-note"
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          </HStack>
        </HStack>
        <Grid templateColumns={{ base: '1fr', md: ticker ? '1fr 1fr' : '1fr 1fr 1fr' }} gap="3">
          {ticker ? null : (
            <Input
              aria-label="Ticker"
              placeholder="Filter by ticker"
              value={filters.ticker}
              onChange={(event) => set('ticker', event.target.value)}
              bg="white"
            />
          )}
          <FilterSelect
            label="Type"
            value={filters.type}
            options={TYPE_FILTERS}
            onChange={(value) => set('type', value)}
          />
          <FilterSelect
            label="Date range"
            value={filters.date}
            options={DATE_PRESETS}
            onChange={(value) => set('date', value)}
          />
        </Grid>
        {embedded ? null : (
          <Switch.Root
            size="sm"
            colorPalette="brand"
            checked={byCampaign}
            onCheckedChange={(details) => setByCampaign(details.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontSize="sm" color="gray.700">
              Group by campaign
            </Switch.Label>
          </Switch.Root>
        )}
        <HStack justify="space-between" align="end" flexWrap="wrap" gap="3">
          <Grid
            templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, minmax(0, 10rem))' }}
            gap="3"
            aria-label="Transaction summary"
          >
            <Stat label="Transactions" value={String(summary.count)} />
            <Stat label="Options income" value={money(summary.optionsIncome)} />
            <Stat label="Dividends" value={money(summary.dividends)} />
            <Stat label="Stock trades" value={String(summary.equityTrades)} />
          </Grid>
          <Stack gap="1" align={{ base: 'start', md: 'end' }}>
            <SimulatedDataBadge />
            {exporting ? (
              <Text fontSize="xs" color="gray.600" role="status">
                {exporting}
              </Text>
            ) : null}
            {exportError ? (
              <Text fontSize="xs" color="red.600" role="alert">
                Export failed: {exportError}
              </Text>
            ) : null}
            {summary.count > 0 ? (
              <Text fontSize="xs" color="gray.600">
                The figures cover every transaction these filters select, loaded or not.
              </Text>
            ) : null}
            {summary.count > 0 ? (
              <Text id="history-export-note" fontSize="xs" color="gray.600">
                {exportNote(summary.count)}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        {body}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title="Remove this entry?"
        text={
          confirming
            ? `The manual ${confirming.ticker} entry leaves your history and positions. You can undo this for a few seconds.`
            : ''
        }
        confirmLabel="Remove"
        destructive
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) removal.removeWithUndo(confirming.id, removalLabel(confirming));
          setConfirming(null);
        }}
      />
    </Container>
  );
}
