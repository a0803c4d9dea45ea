import { Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { useSearchParams } from 'react-router';
import { useImpersonation } from '../lib/impersonation';
import { useAccounts, visibleAccounts } from '../lib/portfolio/get-accounts';
import { useOpportunities } from '../features/opportunities/api/get-opportunities';
import { useMarkViewed } from '../features/opportunities/api/mark-viewed';
import { OpportunityCard } from '../features/opportunities/components/opportunity-card';
import { OpportunityDrawer } from '../features/opportunities/components/opportunity-drawer';
import { OPPORTUNITY_PARAM } from '../features/opportunities/components/opportunity-list';
import { SimulatedDataBadge } from '../components/simulated-data-badge';
import { useRefreshCampaigns } from '../features/wheel/api/campaigns';

/** The active cash-secured put cards of every visible account, in the list's order (the engine's ranking). */
export const activePuts = (opportunities: readonly Opportunity[]): Opportunity[] =>
  opportunities.filter(
    (opportunity) => opportunity.opportunity_type === 'put_sell' && opportunity.status === 'active',
  );

/**
 * The put opportunities on the Wheel page, composed here because features never import each other: the same cards and drawer as the dashboard's list (spec part 2 §2), only
 * the active `put_sell` ones. Closing a drawer reads the campaigns again: a put recorded there starts or extends one.
 */
export function WheelPuts() {
  const accounts = useAccounts();
  const accountIds = visibleAccounts(accounts.data ?? []).map((account) => account.id);
  const list = useOpportunities(accountIds);
  const readOnly = useImpersonation() !== null;
  const markViewed = useMarkViewed();
  const refreshCampaigns = useRefreshCampaigns();
  const [search, setSearch] = useSearchParams();
  const openId = search.get(OPPORTUNITY_PARAM);
  const setOpen = (id: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPPORTUNITY_PARAM, id);
        else next.delete(OPPORTUNITY_PARAM);
        return next;
      },
      { replace: true },
    );
  if (accounts.isPending || (accountIds.length > 0 && list.isPending))
    return <Skeleton h="40" rounded="xl" />;
  const puts = activePuts(list.opportunities);
  const opened = list.opportunities.find((opportunity) => opportunity.id === openId);
  return (
    <Stack gap="3">
      {list.isError ? (
        <Text color="red.700" fontSize="sm">
          Failed to load opportunities. Please try again.
        </Text>
      ) : puts.length === 0 ? (
        <Stack
          align="center"
          textAlign="center"
          gap="2"
          py="8"
          px="6"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderStyle="dashed"
        >
          <Heading as="h3" size="md" color="gray.800">
            No put to sell right now
          </Heading>
          <Text color="gray.600" maxW="md" fontSize="sm">
            Thetix looks for cash-secured puts on your watchlist tickers, under your target price and within
            the cash you set aside. Add a ticker or set cash aside, and the next run will look again.
          </Text>
        </Stack>
      ) : (
        <>
          <Stack direction="row" justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="gray.600">
              {puts.length} {puts.length === 1 ? 'put' : 'puts'} to sell
            </Text>
            <SimulatedDataBadge />
          </Stack>
          <Grid
            templateColumns={{
              base: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            }}
            gap="4"
          >
            {puts.map((opportunity) => (
              <OpportunityCard
                key={opportunity.id}
                opportunity={opportunity}
                readOnly={readOnly}
                onOpen={() => {
                  setOpen(opportunity.id);
                  if (opportunity.viewed_at === null) markViewed.mutate(opportunity.id);
                }}
              />
            ))}
          </Grid>
        </>
      )}
      {opened ? (
        <OpportunityDrawer
          opportunity={opened}
          onClose={() => {
            setOpen(null);
            refreshCampaigns();
          }}
        />
      ) : null}
    </Stack>
  );
}
