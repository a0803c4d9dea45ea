import { pickRiskText } from '@thetix/shared/options/risk-labels';
import type { Opportunity, PutSellOpportunity } from '@thetix/shared/contracts/opportunities';
import { assignmentOutcome } from './assignment-outcome';
import {
  aboutDays,
  calendarDate,
  fractionPercent,
  money,
  percentFrom,
  perShare,
  signedMoney,
} from './format';
import { contractsField, currentPriceOf, type LivePrices } from './opportunity-card';

/**
 * What each opportunity card shows, as data (spec part 2 §2). One label scale per place (issue 18 item 7): the card's
 * Risk Level is the goal's level with the call's delta as a number, so it never puts a second delta scale beside
 * the drawer's ("Risk Level with delta label") or the strike list's; the premium is the suggestion's own figure,
 * formatted by `perShare` like every other premium.
 */
export interface CardField {
  label: string;
  value: string;
  note?: string;
}

export interface CardContent {
  title: string;
  income: { label: string; value: string; tone?: 'positive' | 'negative' };
  fields: CardField[];
  /** For a roll or a close: the rule that proposed it, in words. */
  reason?: string;
}

export function cardContent(opportunity: Opportunity, live: LivePrices | undefined): CardContent {
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
          {
            label: 'Risk Level',
            value: pickRiskText(d.risk_level, d.delta).value,
            note: `delta ${d.delta.toFixed(2)}${pickRiskText(d.risk_level, d.delta).band}`,
          },
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
    case 'put_sell':
      return putSellContent(opportunity, live);
    case 'option_roll': {
      const d = opportunity.details;
      const current = currentPriceOf(opportunity, live);
      return {
        title: `Roll ${ticker} ${d.current_position.option_type === 'put' ? 'Put' : 'Option'}`,
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
          { label: 'New Delta', value: d.roll_to.delta.toFixed(2) },
          ...(d.premium_captured === undefined
            ? []
            : [{ label: 'Premium Captured', value: fractionPercent(d.premium_captured, 0) }]),
        ],
        reason: opportunity.rationale.reason,
      };
    }
    case 'option_close': {
      const d = opportunity.details;
      return {
        title: `Close ${ticker} ${d.current_position.option_type === 'put' ? 'Put' : 'Option'}`,
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
          { label: 'Premium Captured', value: fractionPercent(d.premium_captured, 0) },
        ],
        reason: opportunity.rationale.reason,
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

/**
 * A cash-secured put's card (issue 31): the covered call's grid with the put's own figures: the cash it ties up, the
 * price the shares would cost if assigned and how far under today's that is, the premium on the cash, and the
 * chance of assignment; an earnings or ex-dividend date before expiry is named.
 */
function putSellContent(opportunity: PutSellOpportunity, live: LivePrices | undefined): CardContent {
  const d = opportunity.details;
  const current = currentPriceOf(opportunity, live);
  const risk = pickRiskText(d.risk_level, d.delta);
  return {
    title: `Sell ${opportunity.primary_ticker} Cash-Secured Put`,
    income: { label: 'Premium income', value: money(d.total_premium) },
    fields: [
      { label: 'Type', value: 'Cash-Secured Put' },
      { label: 'Risk Level', value: risk.value, note: `delta ${d.delta.toFixed(2)}${risk.band}` },
      { label: 'Strike', value: money(d.strike), note: `${percentFrom(d.strike, current)} from current` },
      { label: 'Current', value: money(current) },
      { label: 'Expiration', value: aboutDays(d.days_to_expiry), note: calendarDate(d.expiration) },
      { label: 'Contracts', value: String(d.contracts), note: `of ${money(d.cash_set_aside)} set aside` },
      { label: 'Collateral', value: money(d.collateral) },
      { label: 'Premium', value: `${perShare(d.premium)}/share` },
      {
        label: 'Effective Buy Price',
        value: money(d.effective_buy_price),
        note: `${fractionPercent(Math.abs(d.discount))} ${d.discount >= 0 ? 'below' : 'above'} current`,
      },
      {
        label: 'Yield on Collateral',
        value: fractionPercent(d.collateral_yield),
        note: `${fractionPercent(d.annualized_yield)} annualized`,
      },
      { label: 'Assignment Odds', value: fractionPercent(d.assignment_chance, 0) },
      ...(d.earnings_date
        ? [{ label: 'Earnings', value: calendarDate(d.earnings_date), note: 'before expiry' }]
        : []),
      ...(d.ex_dividend_date
        ? [{ label: 'Ex-Dividend', value: calendarDate(d.ex_dividend_date), note: 'before expiry' }]
        : []),
    ],
  };
}
