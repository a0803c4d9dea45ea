import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { campaignQueryOptions, usePositionCampaigns } from '../api/campaigns';
import { sortCampaigns } from '../model/campaign-view';
import { BasisChart } from './basis-chart';
import { CampaignList } from './campaign-list';

/**
 * The position page's Campaign tab (issue 31 item 4): the ticker's campaigns from GET /api/positions/{ticker}/campaigns,
 * the first (the open one, else the latest) with its basis chart, each opening its detail.
 */
export function PositionCampaigns({ ticker, accountId }: { ticker: string; accountId: string }) {
  const list = usePositionCampaigns(ticker, accountId);
  const first = sortCampaigns(list.data?.campaigns ?? [])[0];
  const detail = useQuery({ ...campaignQueryOptions(first?.id ?? ''), enabled: first !== undefined });
  return (
    <Stack gap="4">
      {first ? (
        detail.data ? (
          <BasisChart campaign={detail.data.campaign} />
        ) : detail.isPending ? (
          <Skeleton h="72" rounded="xl" />
        ) : null
      ) : null}
      <CampaignList
        campaigns={list.data?.campaigns}
        isPending={list.isPending}
        error={list.error}
        empty={{
          title: `No campaign on ${ticker} yet`,
          text: `A campaign starts with the first covered call you sell on ${ticker}, or a put that brings you the shares. Its cost basis and returns then show here.`,
        }}
      />
    </Stack>
  );
}
