import { Badge, HStack } from '@chakra-ui/react';
import type { PutSellOpportunity } from '@thetix/shared/contracts/opportunities';
import { aboutDays, calendarDate, fractionPercent, money, perShare } from '../model/format';
import { DetailGroup } from './detail-group';
import { HeldOptionDrawer } from './held-option-drawer';
import { PnlBanner, TextSection } from './pnl-banner';
import { TradeWarnings } from './trade-warnings';

/**
 * A cash-secured put's drawer (issue 31): what the covered-call drawer shows of a call, for the put: the premium,
 * the cash it secures and the yield on it, the price the shares would cost if assigned and the discount to today's,
 * the assignment odds, and an earnings or ex-dividend date before expiry. Dismiss and 'Preview & Trade' as for
 * the other cards; the put is traded as proposed (no fine-tune).
 */
export function PutSellDrawer({
  opportunity,
  onClose,
}: {
  opportunity: PutSellOpportunity;
  onClose: () => void;
}) {
  const d = opportunity.details;
  const ticker = opportunity.primary_ticker;
  const below = d.discount >= 0 ? 'below' : 'above';
  return (
    <HeldOptionDrawer
      opportunity={opportunity}
      title={`Sell ${ticker} Cash-Secured Put`}
      previewLabel="Preview & Trade"
      onClose={onClose}
    >
      <HStack flexWrap="wrap">
        <Badge colorPalette="green" variant="subtle" rounded="full" px="2">
          Ready to Trade
        </Badge>
        <Badge variant="outline" rounded="full" px="2">
          {opportunity.strategy_name}
        </Badge>
      </HStack>
      <TradeWarnings warnings={opportunity.warnings} />
      <PnlBanner
        label="Total Premium"
        value={d.total_premium}
        note={`${fractionPercent(d.collateral_yield)} on the cash secured, ${fractionPercent(d.annualized_yield)} annualized`}
      />
      <DetailGroup
        title="If Assigned"
        rows={[
          { label: 'Effective buy price', value: `${perShare(d.effective_buy_price)}/share` },
          { label: 'Discount to current', value: `${fractionPercent(Math.abs(d.discount))} ${below}` },
          { label: 'Assignment odds', value: fractionPercent(d.assignment_chance, 0) },
          { label: 'Shares bought', value: d.contracts * 100 },
        ]}
      />
      <DetailGroup
        title="Cash Secured"
        rows={[
          { label: 'Cash set aside', value: money(d.cash_set_aside) },
          { label: 'Collateral', value: money(d.collateral) },
          { label: 'Contracts', value: d.contracts },
          { label: 'Yield on collateral', value: fractionPercent(d.collateral_yield) },
          { label: 'Annualized', value: fractionPercent(d.annualized_yield) },
        ]}
      />
      <DetailGroup
        title="Price Metrics"
        rows={[
          { label: 'Current stock price', value: money(d.current_price) },
          { label: 'Strike price', value: money(d.strike) },
          ...(d.target_price === null ? [] : [{ label: 'Your target price', value: money(d.target_price) }]),
          { label: 'Expiration', value: `${calendarDate(d.expiration)} · ${aboutDays(d.days_to_expiry)}` },
          { label: 'Delta', value: d.delta.toFixed(2) },
          {
            label: 'Earnings before expiry',
            value: d.earnings_date ? calendarDate(d.earnings_date) : 'None',
          },
          {
            label: 'Ex-dividend before expiry',
            value: d.ex_dividend_date ? calendarDate(d.ex_dividend_date) : 'None',
          },
        ]}
      />
      <DetailGroup
        title="Premium Details"
        rows={[
          { label: 'Premium', value: `${perShare(d.premium)}/share` },
          { label: 'Last', value: perShare(d.last_trade) },
          { label: 'Bid', value: perShare(d.last_bid) },
          { label: 'Ask', value: perShare(d.last_ask) },
          { label: 'Open interest', value: d.open_interest },
          { label: 'Volume', value: d.volume },
        ]}
      />
      <TextSection title="Why This Put">{opportunity.rationale.reason}</TextSection>
      <TextSection title="What You Get">{opportunity.rationale.benefit}</TextSection>
    </HeldOptionDrawer>
  );
}
