import { Badge, HStack, List, Text } from '@chakra-ui/react';
import type { CloseOpportunity } from '@thetix/shared/contracts/opportunities';
import { aboutDays, calendarDate, fractionPercent, money, perShare, signedMoney } from '../model/format';
import { DetailGroup } from './detail-group';
import { HeldOptionDrawer } from './held-option-drawer';
import { PnlBanner, TextSection } from './pnl-banner';
import { RollCandidatesTable } from './roll-candidates-table';
import { TradeWarnings } from './trade-warnings';
import { closeCallOf, heldCallWhatIf } from '../model/what-if-position';
import { RollDecisionColumns } from './roll-decision-columns';
import { useDecisionTaxEffect } from '../hooks/use-decision-tax-effect';
import { WhatIfPanel } from './what-if-panel';
import { useMemo } from 'react';

/** Spec part 2 §2, close drawer. */
export const CLOSE_REASON_FALLBACK = 'No suitable roll opportunity exists. Close position to manage risk.';

export function CloseDrawer({
  opportunity,
  onClose,
}: {
  opportunity: CloseOpportunity;
  onClose: () => void;
}) {
  const d = opportunity.details;
  const isPut = d.current_position.option_type === 'put';
  const hasPremium = d.premium > 0 || d.last_trade > 0;
  const expiryColor = d.days_to_expiry <= 1 ? 'red.600' : d.days_to_expiry <= 3 ? 'orange.600' : 'gray.900';
  const whatIf = opportunity.what_if;
  const position = useMemo(() => (whatIf ? heldCallWhatIf(closeCallOf(d), whatIf) : undefined), [d, whatIf]);
  const taxes = useDecisionTaxEffect({
    ticker: opportunity.primary_ticker,
    accountId: opportunity.account_id,
    decision: d.decision,
    held: d.current_position,
    contracts: d.contracts,
  });
  return (
    <HeldOptionDrawer
      opportunity={opportunity}
      title={`Close ${opportunity.primary_ticker} ${isPut ? 'Put' : 'Option'}`}
      previewLabel="Preview & Close Position"
      onClose={onClose}
    >
      <HStack>
        <Badge colorPalette={d.urgent ? 'red' : 'green'} variant="subtle" rounded="full" px="2">
          {d.urgent ? 'Urgent - Close Position' : 'Ready to Close'}
        </Badge>
      </HStack>
      <TradeWarnings warnings={opportunity.warnings} />
      <PnlBanner
        label="Close Profit/Loss"
        value={d.profit_loss}
        note={`${fractionPercent(d.profit_loss_ratio, 1)} of the premium received`}
      />
      <DetailGroup
        title="Buy to Close"
        rows={[
          { label: 'Price', value: hasPremium ? `${perShare(d.premium)}/share` : 'N/A' },
          { label: 'Contracts', value: d.contracts },
          {
            label: 'Expires',
            value: (
              <Text as="span" color={expiryColor}>
                {calendarDate(d.current_position.expiration)} · {aboutDays(d.days_to_expiry)}
              </Text>
            ),
          },
          { label: 'Cost to close', value: hasPremium ? money(d.cost_to_close) : 'Market data unavailable' },
        ]}
      />
      <TextSection title="Trade Summary">
        Buy back {d.contracts} {d.current_position.symbol}, keeping {fractionPercent(d.premium_captured, 0)}{' '}
        of the premium received and freeing{' '}
        {isPut
          ? `${money(opportunity.expected_outcome.collateral_freed ?? d.strike * 100 * d.contracts)} of cash`
          : `${d.contracts * 100} shares`}
        .
      </TextSection>
      <TextSection title="Close Reasoning">
        {opportunity.rationale.reason || CLOSE_REASON_FALLBACK}
      </TextSection>
      {d.decision ? (
        <RollDecisionColumns
          decision={d.decision}
          simulated={whatIf?.simulated ?? false}
          taxEffect={taxes.effect}
          taxNotice={taxes.notice}
        />
      ) : null}
      {d.roll_candidates ? <RollCandidatesTable candidates={d.roll_candidates} /> : null}
      {whatIf && position ? (
        <WhatIfPanel position={position} spot={d.current_price} whatIf={whatIf} strike={d.strike} />
      ) : null}
      <DetailGroup
        title="Current Position"
        rows={[
          { label: 'Option', value: d.current_position.symbol },
          { label: 'Strike', value: money(d.strike) },
          { label: 'Stock price', value: money(d.current_price) },
          { label: 'Premium received', value: `${perShare(d.current_position.avg_price)}/share` },
        ]}
      />
      <DetailGroup
        title="Transaction Breakdown"
        rows={[
          { label: 'Premium received', value: money(d.premium_received) },
          { label: 'Cost to close', value: `−${money(d.cost_to_close)}` },
          { label: 'Net profit', value: hasPremium ? signedMoney(d.profit_loss) : 'N/A' },
        ]}
      />
      <TextSection title="Why Close Now?">
        {isPut ? (
          <List.Root gap="1" ps="4">
            <List.Item>
              Lock in the premium already earned instead of waiting for the last few cents.
            </List.Item>
            <List.Item>Remove the risk that a late drop puts the shares to you at the strike.</List.Item>
            <List.Item>Free the cash set aside to sell a new put at a better strike or date.</List.Item>
            <List.Item>Avoid gamma risk in the final days before expiration.</List.Item>
          </List.Root>
        ) : (
          <List.Root gap="1" ps="4">
            <List.Item>
              Lock in the premium already earned instead of waiting for the last few cents.
            </List.Item>
            <List.Item>Remove the risk that a late rally gets your shares called away.</List.Item>
            <List.Item>Free your shares to sell a new call at a better strike or date.</List.Item>
            <List.Item>Avoid gamma risk in the final days before expiration.</List.Item>
          </List.Root>
        )}
      </TextSection>
    </HeldOptionDrawer>
  );
}
