import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { useCampaigns } from '../api/campaigns';
import { useCash } from '../api/cash';
import { CampaignList } from './campaign-list';
import { CashSection } from './cash-section';
import { WatchlistSection } from './watchlist-section';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {intro ? (
        <Text color="fg.muted" fontSize="sm">
          {intro}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

/**
 * The Wheel page (issue 31 item 4): the cash-secured puts to sell now, the campaigns the ledger shows (open ones
 * first), the watchlist and the cash set aside for puts. An admin viewing as the user sees it without the editing
 * controls. The put cards are the opportunities feature's, passed in by the route (`puts`).
 */
export function WheelPage({ puts }: { puts?: ReactNode }) {
  const readOnly = useImpersonation() !== null;
  const accounts = (useCash().data?.accounts ?? []).filter((account) => !account.hidden);
  const campaigns = useCampaigns();
  return (
    <Stack gap="8">
      <Section
        id="wheel-puts"
        title="Puts to sell"
        intro="Cash-secured puts on your watchlist: you are paid now, and if the stock falls to the strike you buy it at the price you chose."
      >
        {puts}
      </Section>
      <Section
        id="wheel-campaigns"
        title="Campaigns"
        intro="Each run of the wheel on a ticker, from the first option sold: puts, assignment, covered calls, called away."
      >
        <CampaignList
          campaigns={campaigns.data?.campaigns}
          isPending={campaigns.isPending}
          error={campaigns.error}
          empty={{
            title: 'No campaign yet',
            text: 'A campaign starts with the first put you sell, or the first covered call on shares you hold. Record one and it shows here with its cost basis and returns.',
          }}
        />
      </Section>
      <Section
        id="wheel-watchlist"
        title="Watchlist"
        intro="Stocks you would like to own: selling a cash-secured put at or under your target price is paid to wait."
      >
        <WatchlistSection accounts={accounts} readOnly={readOnly} />
      </Section>
      <Section id="wheel-cash" title="Cash set aside for puts">
        <CashSection readOnly={readOnly} />
      </Section>
    </Stack>
  );
}
