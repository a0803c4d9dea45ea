import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { CampaignSummary } from '@thetix/shared/contracts/campaigns';
import { calendarDay, cents, daysLabel, phaseLabel, ratio, signedCents } from '../model/campaign-view';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" data-figure={label}>
        {value}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The campaign's figures, every one as the API gives it (decisions 323-325). */
export function CampaignFigures({ campaign }: { campaign: CampaignSummary }) {
  const hold = campaign.buy_and_hold;
  const days = campaign.days_in;
  return (
    <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
      <Figure
        label="Days in"
        value={daysLabel(campaign.days)}
        hint={`Puts ${days.put} · shares ${days.shares}${days.flat ? ` · between ${days.flat}` : ''}`}
      />
      <Figure
        label="Cycles"
        value={String(campaign.cycle_count)}
        hint={`${campaign.roll_count} ${campaign.roll_count === 1 ? 'roll' : 'rolls'}`}
      />
      <Figure label="Put income" value={cents(campaign.put_income)} />
      <Figure label="Call income" value={cents(campaign.call_income)} />
      <Figure
        label="Adjusted basis / share"
        value={cents(campaign.adjusted_basis_per_share)}
        hint={
          campaign.basis_per_share === null ? 'No shares held' : `Paid ${cents(campaign.basis_per_share)}`
        }
      />
      <Figure
        label="Result"
        value={signedCents(campaign.result)}
        hint={`Realised ${cents(campaign.realised)} · open ${cents(campaign.unrealised)}`}
      />
      <Figure
        label="Return on capital at risk"
        value={ratio(campaign.return_on_capital)}
        hint={`${ratio(campaign.annualised_return)} annualised · peak ${cents(campaign.peak_capital_at_risk)}`}
      />
      <Figure
        label="Assignment rate"
        value={ratio(campaign.assignment_rate)}
        hint={`${campaign.short_contracts_assigned} of ${campaign.short_contracts_closed} contracts`}
      />
      <Box gridColumn={{ base: 'span 2', md: 'span 4' }} p="3" bg="gray.50" rounded="md">
        {hold ? (
          <Text fontSize="sm" data-figure="Buy and hold">
            <Text as="span" fontWeight="semibold">
              Buy-and-hold beside it:
            </Text>{' '}
            {cents(hold.money)} in {campaign.ticker} at {cents(hold.start_price)} on{' '}
            {calendarDay(campaign.start)} would be {signedCents(hold.result)} ({ratio(hold.return_on_capital)}
            ) at {cents(hold.end_price)}.
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Buy-and-hold: no price to compare with yet.
          </Text>
        )}
      </Box>
    </Grid>
  );
}

/** One campaign in the Wheel page's list: its ticker, state and figures, and the way into its detail. */
export function CampaignCard({ campaign, onOpen }: { campaign: CampaignSummary; onOpen: () => void }) {
  const open = campaign.status === 'open';
  return (
    <Stack
      as="article"
      aria-label={`${campaign.ticker} campaign`}
      data-campaign-id={campaign.id}
      gap="3"
      p="4"
      bg="white"
      rounded="xl"
      borderWidth="1px"
    >
      <HStack justify="space-between" align="start" gap="2" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="bold" fontSize="lg">
              {campaign.ticker}
            </Text>
            <Badge colorPalette={open ? 'green' : 'gray'} variant="subtle">
              {open ? 'Open' : 'Closed'}
            </Badge>
            {open ? <Badge variant="outline">{phaseLabel(campaign.phase)}</Badge> : null}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {campaign.account_name} · since {calendarDay(campaign.start)}
            {campaign.end ? ` to ${calendarDay(campaign.end)}` : ''}
            {campaign.started_with === 'call_on_shares_held' ? ' · began with shares held' : ''}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="outline"
          onClick={onOpen}
          aria-label={`Open the ${campaign.ticker} campaign`}
        >
          Open campaign
        </Button>
      </HStack>
      <CampaignFigures campaign={campaign} />
    </Stack>
  );
}
