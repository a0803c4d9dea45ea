import { Stack } from '@chakra-ui/react';
import type { CoveredCallDetails, CoveredCallOpportunity } from '@thetix/shared/contracts/opportunities';
import { drawerDeltaLabel } from '@thetix/shared/options/risk-labels';
import { useCompany } from '../api/get-company';
import { calendarDate, fractionPercent, money, perShare } from '../model/format';
import { DetailGroup } from './detail-group';
import { TERM_TIPS } from './info-tip';
import { PnlChart } from './pnl-chart';

/** Full Details (spec part 2 §2): the P&L chart and the four groups. */
export function CoveredCallFullDetails({
  opportunity,
  details,
}: {
  opportunity: CoveredCallOpportunity;
  details: CoveredCallDetails;
}) {
  const company = useCompany(opportunity.primary_ticker);
  return (
    <Stack gap="3">
      <PnlChart
        position={{
          entryPrice: details.entry_price,
          strike: details.strike,
          premium: details.premium,
          contracts: details.contracts,
        }}
        currentPrice={details.current_price}
      />
      <DetailGroup
        title="Trade Details"
        rows={[
          { label: 'Company', value: company.data?.name ?? opportunity.primary_ticker },
          { label: 'Ticker', value: opportunity.primary_ticker },
          { label: 'Goal', value: opportunity.strategy_name },
          { label: 'Type', value: 'Covered Call' },
          { label: 'Contracts', value: `${details.contracts} (${details.contracts * 100} shares)` },
        ]}
      />
      <DetailGroup
        title="Price Metrics"
        rows={[
          { label: 'Current Stock Price', value: money(details.current_price) },
          { label: 'Strike Price', value: money(details.strike), tip: TERM_TIPS.strike },
          { label: 'Price Basis', value: money(details.entry_price) },
          { label: 'Breakeven', value: money(details.breakeven), tip: TERM_TIPS.breakeven },
          {
            label: 'Upside Breakeven',
            value: money(details.upside_breakeven),
            tip: TERM_TIPS.upsideBreakeven,
          },
          { label: 'Expiration Date', value: calendarDate(details.expiration) },
          {
            label: 'Assignment Risk',
            value: `${fractionPercent(details.assignment_chance, 0)} (${drawerDeltaLabel(details.delta)})`,
            tip: TERM_TIPS.assignmentRisk,
          },
        ]}
      />
      <DetailGroup
        title="Premium Details"
        rows={[
          { label: 'Premium', value: perShare(details.premium), tip: TERM_TIPS.premium },
          { label: 'Last', value: money(details.last_trade) },
          { label: 'Bid', value: money(details.last_bid), tip: TERM_TIPS.bid },
          { label: 'Ask', value: money(details.last_ask), tip: TERM_TIPS.ask },
        ]}
      />
      <DetailGroup
        title="Market Metrics"
        rows={[
          {
            label: 'Open Interest',
            value: details.open_interest.toLocaleString('en-US'),
            tip: TERM_TIPS.openInterest,
          },
          { label: 'Volume', value: details.volume.toLocaleString('en-US'), tip: TERM_TIPS.volume },
        ]}
      />
    </Stack>
  );
}
