import { Badge, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { RollOpportunity } from '@thetix/shared/contracts/opportunities';
import { aboutDays, calendarDate, fractionPercent, money, perShare, signedMoney } from '../model/format';
import { DetailGroup } from './detail-group';
import { HeldOptionDrawer } from './held-option-drawer';
import { TERM_TIPS } from './info-tip';
import { PnlBanner, TextSection } from './pnl-banner';
import { RollCandidatesTable } from './roll-candidates-table';
import { TradeWarnings } from './trade-warnings';
import { rollWhatIf } from '../model/what-if-position';
import { RollDecisionColumns } from './roll-decision-columns';
import { useDecisionTaxEffect } from '../hooks/use-decision-tax-effect';
import { WhatIfPanel } from './what-if-panel';
import { useMemo } from 'react';

/** Spec part 2 §2, roll card and drawer. */
export function RollDrawer({ opportunity, onClose }: { opportunity: RollOpportunity; onClose: () => void }) {
  const d = opportunity.details;
  const contracts = Math.abs(d.current_position.amount);
  const whatIf = opportunity.what_if;
  const position = useMemo(() => (whatIf ? rollWhatIf(d, whatIf) : undefined), [d, whatIf]);
  const taxes = useDecisionTaxEffect({
    ticker: opportunity.primary_ticker,
    accountId: opportunity.account_id,
    decision: d.decision,
    held: d.current_position,
    contracts,
    rollTo: { strike: d.roll_to.strike, expiration: d.roll_to.expiration, premium: d.roll_to.premium },
  });
  return (
    <HeldOptionDrawer
      opportunity={opportunity}
      title={`Roll ${opportunity.primary_ticker} ${d.current_position.option_type === 'put' ? 'Put' : 'Option'}`}
      previewLabel="Preview & Roll Position"
      onClose={onClose}
    >
      <HStack>
        <Badge colorPalette={d.urgent ? 'red' : 'green'} variant="subtle" rounded="full" px="2">
          {d.urgent ? 'Urgent - Roll Position' : 'Ready to Roll'}
        </Badge>
      </HStack>
      <TradeWarnings warnings={opportunity.warnings} />
      <PnlBanner
        label="Roll Profit/Loss"
        value={d.net_credit}
        note={`${perShare(d.net_credit_per_share)} per share net credit`}
      />
      <HStack gap="3" align="stretch">
        <Stack flex="1" p="3" bg="white" rounded="lg" borderWidth="1px" gap="0.5">
          <Text fontSize="xs" color="gray.600">
            Current
          </Text>
          <Text fontWeight="semibold">{money(d.current_position.strike)}</Text>
          <Text
            fontSize="xs"
            color={d.days_to_expiry <= 1 ? 'red.600' : d.days_to_expiry <= 3 ? 'orange.600' : 'gray.600'}
          >
            {calendarDate(d.current_position.expiration)} · {aboutDays(d.days_to_expiry)}
          </Text>
        </Stack>
        <Box alignSelf="center" color="gray.400" aria-hidden="true">
          →
        </Box>
        <Stack flex="1" p="3" bg="white" rounded="lg" borderWidth="1px" gap="0.5">
          <Text fontSize="xs" color="gray.600">
            Roll to
          </Text>
          <Text fontWeight="semibold">{money(d.roll_to.strike)}</Text>
          <Text fontSize="xs" color="gray.600">
            {calendarDate(d.roll_to.expiration)} · +{d.time_extension} days
          </Text>
        </Stack>
      </HStack>
      <TextSection title="Roll Summary">
        Buy back {contracts} {d.current_position.symbol} and sell {contracts} {d.roll_to.symbol} for a net
        credit of {signedMoney(d.net_credit)}, adding {d.time_extension} days
        {d.strike_change > 0 ? ` and ${money(d.strike_change)} of strike` : ''}
        {d.strike_change < 0 ? ` and lowering the strike by ${money(-d.strike_change)}` : ''}.
      </TextSection>
      <Stack gap="1" p="4" bg="white" rounded="lg" borderWidth="1px">
        <Text fontWeight="semibold" fontSize="sm">
          Assignment risk after the roll
        </Text>
        <Progress.Root
          value={Math.round(d.roll_to.assignment_chance * 100)}
          colorPalette={
            d.roll_to.assignment_chance < 0.3 ? 'green' : d.roll_to.assignment_chance < 0.5 ? 'yellow' : 'red'
          }
          size="sm"
        >
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="gray.600">
          {fractionPercent(d.roll_to.assignment_chance, 0)} chance of finishing in the money (delta{' '}
          {d.roll_to.delta.toFixed(2)})
        </Text>
      </Stack>
      <TextSection title="Roll Reasoning">{opportunity.rationale.reason}</TextSection>
      {d.decision ? (
        <RollDecisionColumns
          decision={d.decision}
          simulated={whatIf?.simulated ?? false}
          taxEffect={taxes.effect}
          taxNotice={taxes.notice}
        />
      ) : null}
      {whatIf && position ? (
        <WhatIfPanel position={position} spot={d.current_price} whatIf={whatIf} strike={d.roll_to.strike} />
      ) : null}
      {d.roll_candidates ? (
        <RollCandidatesTable candidates={d.roll_candidates} chosenSymbol={d.roll_to.symbol} />
      ) : null}
      <TextSection title="Market Context">
        {opportunity.rationale.news_summary ?? 'No market news summary is available for this opportunity.'}
      </TextSection>
      <DetailGroup
        title="Current Position"
        rows={[
          { label: 'Option', value: d.current_position.symbol },
          { label: 'Strike', value: money(d.current_position.strike), tip: TERM_TIPS.strike },
          { label: 'Expiration', value: calendarDate(d.current_position.expiration) },
          { label: 'Contracts', value: contracts },
          { label: 'Premium received', value: `${perShare(d.current_position.avg_price)}/share` },
          { label: 'Current premium', value: `${perShare(d.current_premium)}/share` },
        ]}
      />
      <DetailGroup
        title="New Position"
        rows={[
          { label: 'Option', value: d.roll_to.symbol },
          { label: 'Strike', value: money(d.roll_to.strike), tip: TERM_TIPS.strike },
          { label: 'Expiration', value: calendarDate(d.roll_to.expiration) },
          { label: 'Bid', value: money(d.roll_to.bid), tip: TERM_TIPS.bid },
          { label: 'Ask', value: money(d.roll_to.ask), tip: TERM_TIPS.ask },
          {
            label: 'Open Interest',
            value: d.roll_to.open_interest.toLocaleString('en-US'),
            tip: TERM_TIPS.openInterest,
          },
        ]}
      />
      <DetailGroup
        title="Transaction Breakdown"
        rows={[
          { label: 'Buy to close (at the ask)', value: `−${money(d.closing_cost)}` },
          { label: 'Sell to open (at the bid)', value: money(d.net_credit + d.closing_cost) },
          { label: 'Net credit', value: signedMoney(d.net_credit) },
        ]}
      />
      <TextSection title="Benefits of This Roll">{opportunity.rationale.benefit}</TextSection>
    </HeldOptionDrawer>
  );
}
