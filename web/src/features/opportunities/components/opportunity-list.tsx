import { Alert, Badge, Button, Grid, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { useMarkViewed } from '../api/mark-viewed';
import type { LivePrices } from '../model/opportunity-card';
import { opportunityTabs, recentCountLabel, type OpportunityTabId } from '../model/opportunity-tabs';
import { OpportunityCard } from './opportunity-card';
import { OpportunityDrawer, OpportunityDrawerById } from './opportunity-drawer';

export interface OpportunityListProps {
  opportunities: Opportunity[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  positionCount: number;
  /**
   * Which goal prompt replaces the list: 'select' on a position without a goal ('Select a Goal First'), 'define'
   * when the user has chosen no goal at all ('Define Your Investment Goals'); undefined when goals are set.
   */
  goalPrompt?: { kind: 'select' | 'define'; href: string } | undefined;
  /** Read-only mode: cards do not open and show no action button (spec part 2 §2, §6). */
  readOnly?: boolean;
  /** Live quotes per ticker, for the active cards' 'Current'. */
  livePrices?: LivePrices;
  /** Card grid columns at the widest size; the side panel uses 1. */
  columns?: number;
  now?: Date;
}

function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="2"
      py="12"
      px="6"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderStyle="dashed"
    >
      <Heading as="h3" size="md" color="gray.800">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function GoalPrompt({ kind, href }: { kind: 'select' | 'define'; href: string }) {
  return kind === 'select' ? (
    <EmptyState title="Select a Goal First">
      <Text color="gray.600" maxW="sm">
        Opportunities for this stock appear once it has an income goal.
      </Text>
      <Button asChild size="sm" colorPalette="brand" mt="2">
        <RouterLink to={href}>Select a Goal</RouterLink>
      </Button>
    </EmptyState>
  ) : (
    <EmptyState title="Define Your Investment Goals">
      <Text color="gray.600" maxW="sm">
        Choose an income goal for your stocks and Thetix will look for covered calls that fit it.
      </Text>
      <Button asChild size="sm" colorPalette="brand" mt="2">
        <RouterLink to={href}>Select a Goal</RouterLink>
      </Button>
    </EmptyState>
  );
}

/** The search parameter naming the opportunity whose drawer is open. */
export const OPPORTUNITY_PARAM = 'opportunity';

/** Spec part 2 §2: the opportunity list with its three tabs, day groups, limits and empty states. */
export function OpportunityList(props: OpportunityListProps) {
  const [tab, setTab] = useState<OpportunityTabId>('active');
  // The open drawer is in the address (?opportunity={id}), so a link (a Thetix answer, say) can open one.
  const [search, setSearch] = useSearchParams();
  const openId = search.get(OPPORTUNITY_PARAM) ?? undefined;
  const setOpenId = (id: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPPORTUNITY_PARAM, id);
        else next.delete(OPPORTUNITY_PARAM);
        return next;
      },
      { replace: true },
    );
  const markViewed = useMarkViewed();
  const now = props.now ?? new Date();
  const tabs = opportunityTabs(props.opportunities, props.positionCount, now);
  const open = (opportunity: Opportunity) => {
    setOpenId(opportunity.id);
    if (opportunity.viewed_at === null) markViewed.mutate(opportunity.id);
  };
  const opened = props.opportunities.find((opportunity) => opportunity.id === openId);
  const columns = { base: 1, md: Math.min(2, props.columns ?? 3), xl: props.columns ?? 3 };

  const grid = (items: Opportunity[]) => (
    <Grid
      templateColumns={{
        base: '1fr',
        md: `repeat(${columns.md}, minmax(0, 1fr))`,
        xl: `repeat(${columns.xl}, minmax(0, 1fr))`,
      }}
      gap="4"
    >
      {items.map((opportunity) => (
        <OpportunityCard
          key={opportunity.id}
          opportunity={opportunity}
          livePrices={props.livePrices}
          readOnly={props.readOnly}
          onOpen={() => open(opportunity)}
        />
      ))}
    </Grid>
  );

  if (props.isError)
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>Failed to load opportunities. Please try again.</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={props.onRetry}>
          Try again
        </Button>
      </Alert.Root>
    );

  return (
    <Stack gap="4">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as OpportunityTabId)}
        variant="line"
        size="sm"
      >
        {/* One line per tab down to 320 px: tighter padding on phones, and the list scrolls rather than wraps. */}
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((view) => (
            <Tabs.Trigger
              key={view.id}
              value={view.id}
              whiteSpace="nowrap"
              flexShrink={0}
              px={{ base: '2', sm: '3' }}
            >
              {view.label}
              <Badge
                size="sm"
                variant={view.id === tab ? 'solid' : 'subtle'}
                colorPalette={view.id === 'active' ? 'brand' : 'gray'}
                rounded="full"
                ml="1.5"
              >
                {props.isPending ? '…' : view.items.length}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((view) => (
          <Tabs.Content key={view.id} value={view.id} pt="4">
            {props.isPending ? (
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
                <Skeleton h="64" rounded="xl" />
                <Skeleton h="64" rounded="xl" />
              </Grid>
            ) : view.id === 'active' && props.goalPrompt && view.items.length === 0 ? (
              <GoalPrompt {...props.goalPrompt} />
            ) : view.items.length === 0 ? (
              <EmptyState title={view.empty} />
            ) : (
              <Stack gap="4">
                <Stack direction="row" justify="space-between" align="center" gap="3" flexWrap="wrap">
                  <Text fontSize="sm" color="gray.600">
                    {view.limited
                      ? recentCountLabel(view)
                      : `${view.items.length} ${view.items.length === 1 ? 'opportunity' : 'opportunities'}`}
                  </Text>
                  <SimulatedDataBadge />
                </Stack>
                {view.id === 'active'
                  ? grid(view.items)
                  : view.groups.map((group) => (
                      <Stack key={group.heading} gap="3">
                        <Heading
                          as="h3"
                          size="xs"
                          color="gray.600"
                          textTransform="uppercase"
                          letterSpacing="wide"
                        >
                          {group.heading}
                        </Heading>
                        {grid(group.items)}
                      </Stack>
                    ))}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {opened ? (
        <OpportunityDrawer opportunity={opened} onClose={() => setOpenId(undefined)} />
      ) : openId && !props.isPending && !props.readOnly ? (
        <OpportunityDrawerById id={openId} onClose={() => setOpenId(undefined)} />
      ) : null}
    </Stack>
  );
}
