import { Alert, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CampaignSummary } from '@thetix/shared/contracts/campaigns';
import { useSearchParams } from 'react-router';
import { sortCampaigns } from '../model/campaign-view';
import { CampaignCard } from './campaign-card';
import { CampaignDrawer } from './campaign-detail';

/** The search parameter naming the campaign whose detail is open, so the detail can be linked and goes back. */
export const CAMPAIGN_PARAM = 'campaign';

/** Campaigns, open ones first, each opening its detail drawer; an empty state in the product's voice. */
export function CampaignList(props: {
  campaigns: readonly CampaignSummary[] | undefined;
  isPending: boolean;
  error: Error | null;
  empty: { title: string; text: string };
}) {
  const [search, setSearch] = useSearchParams();
  const openId = search.get(CAMPAIGN_PARAM);
  const setOpen = (id: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(CAMPAIGN_PARAM, id);
        else next.delete(CAMPAIGN_PARAM);
        return next;
      },
      { replace: true },
    );
  if (props.isPending) return <Skeleton h="40" rounded="xl" />;
  if (props.error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{props.error.message}</Alert.Title>
      </Alert.Root>
    );
  const campaigns = sortCampaigns(props.campaigns ?? []);
  return (
    <Stack gap="3">
      {campaigns.length === 0 ? (
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
            {props.empty.title}
          </Heading>
          <Text color="gray.600" maxW="md" fontSize="sm">
            {props.empty.text}
          </Text>
        </Stack>
      ) : (
        <Grid templateColumns="minmax(0, 1fr)" gap="3">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} onOpen={() => setOpen(campaign.id)} />
          ))}
        </Grid>
      )}
      {openId ? <CampaignDrawer id={openId} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
