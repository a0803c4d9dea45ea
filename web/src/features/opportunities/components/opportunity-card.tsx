import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { drawerDeltaLabel } from '@thetix/shared/options/risk-labels';
import { assignmentOutcome } from '../model/assignment-outcome';
import { aboutDays, calendarDate, money, percentFrom, perShare, signedMoney } from '../model/format';
import { contractsField, currentPriceOf, isDimmed, type LivePrices } from '../model/opportunity-card';
import { CardShell, type CardField } from './card-shell';

const riskWord = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

function content(
  opportunity: Opportunity,
  live: LivePrices | undefined,
): {
  title: string;
  income: { label: string; value: string; tone?: 'positive' | 'negative' };
  fields: CardField[];
} {
  const ticker = opportunity.primary_ticker;
  switch (opportunity.opportunity_type) {
    case 'covered_call': {
      const d = opportunity.details;
      const current = currentPriceOf(opportunity, live);
      const outcome = assignmentOutcome(d);
      return {
        title: `Sell ${ticker} Covered Call`,
        income: { label: 'Premium income', value: money(d.total_premium) },
        fields: [
          { label: 'Type', value: 'Covered Call' },
          { label: 'Risk Level', value: riskWord(d.risk_level), note: `${drawerDeltaLabel(d.delta)} risk` },
          {
            label: 'Strike',
            value: money(d.strike),
            note: `${percentFrom(d.strike, current)} from current`,
          },
          { label: 'Current', value: money(current) },
          { label: 'Expiration', value: aboutDays(d.days_to_expiry), note: calendarDate(d.expiration) },
          { label: 'Contracts', ...contractsField(d) },
          { label: 'Premium', value: `${perShare(d.premium)}/share` },
          {
            label: 'If Called',
            value: outcome.label,
            note: outcome.belowCost ? 'loss if assigned' : 'from your cost',
          },
        ],
      };
    }
    case 'option_roll': {
      const d = opportunity.details;
      const current = currentPriceOf(opportunity, live);
      return {
        title: `Roll ${ticker} Option`,
        income: { label: 'Net credit', value: signedMoney(d.net_credit) },
        fields: [
          {
            label: 'Current Strike',
            value: money(d.current_position.strike),
            note: calendarDate(d.current_position.expiration),
          },
          { label: 'Roll To', value: money(d.roll_to.strike), note: calendarDate(d.roll_to.expiration) },
          { label: 'Extension', value: `+${d.time_extension} days` },
          { label: 'Contracts', value: String(Math.abs(d.current_position.amount)) },
          { label: 'Current', value: money(current) },
          { label: 'Expires In', value: aboutDays(d.days_to_expiry) },
        ],
      };
    }
    case 'option_close': {
      const d = opportunity.details;
      return {
        title: `Close ${ticker} Option`,
        income: {
          label: 'Close Profit/Loss',
          value: signedMoney(d.profit_loss),
          tone: d.profit_loss < 0 ? 'negative' : 'positive',
        },
        fields: [
          { label: 'Strike', value: money(d.strike), note: calendarDate(d.current_position.expiration) },
          { label: 'Buy to Close', value: `${perShare(d.premium)}/share` },
          { label: 'Contracts', value: String(d.contracts) },
          { label: 'Expires In', value: aboutDays(d.days_to_expiry) },
        ],
      };
    }
    default:
      return {
        title: `${ticker} opportunity`,
        income: { label: '', value: '' },
        fields: [{ label: 'Strategy', value: opportunity.strategy_name }],
      };
  }
}

export function OpportunityCard(props: {
  opportunity: Opportunity;
  /** Live quotes per ticker: an active card's 'Current' follows them. */
  livePrices?: LivePrices;
  readOnly?: boolean;
  onOpen: () => void;
}) {
  const { livePrices, ...shell } = props;
  return (
    <CardShell
      {...shell}
      {...content(props.opportunity, livePrices)}
      dimmed={isDimmed(props.opportunity, livePrices)}
    />
  );
}
