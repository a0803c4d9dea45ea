import type { CloseDetails, Opportunity, RollDetails } from '@thetix/shared/contracts/opportunities';
import type { DecisionColumn, RollDecision } from '@thetix/shared/contracts/what-if';
import type { QueryParams } from '@thetix/shared/thetix/plan';
import { NoDataError, type MaterializedItem, type QueryContext } from './materializer-types';

/** The drawer's rows (web roll-decision-columns.tsx), in its order and words. */
const ROWS: readonly { label: string; value: (column: DecisionColumn) => string | number }[] = [
  { label: 'Cash now ($)', value: (column) => column.cash_now },
  { label: "Result at expiry at today's price ($)", value: (column) => column.result_at_expiry },
  { label: 'Settles on', value: (column) => column.settles_on },
  { label: 'New breakeven ($)', value: (column) => column.breakeven },
  {
    label: 'Annualised return on capital at risk',
    value: (column) =>
      column.annualized_return === null ? '—' : `${(column.annualized_return * 100).toFixed(1)}%`,
  },
  { label: 'Days added', value: (column) => column.days_added },
  {
    label: 'Chance of finishing in the money',
    value: (column) =>
      column.probability_itm === null ? '—' : `${(column.probability_itm * 100).toFixed(0)}%`,
  },
  { label: 'Early assignment before ex-dividend', value: (column) => column.early_assignment.level },
  {
    label: 'Same rule, last 2 years',
    value: (column) =>
      !column.history || column.history.times === 0 || column.history.average_per_contract === null
        ? '—'
        : `${column.history.average_per_contract.toFixed(2)} a contract, ${column.history.gains} of ${column.history.times} ahead`,
  },
];

type DecidedCard = Opportunity & { details: (RollDetails | CloseDetails) & { decision: RollDecision } };

const isDecided = (opportunity: Opportunity, ticker: string): opportunity is DecidedCard =>
  (opportunity.opportunity_type === 'option_roll' || opportunity.opportunity_type === 'option_close') &&
  opportunity.primary_ticker === ticker &&
  (opportunity.details as Partial<RollDetails>).decision !== undefined;

/**
 * "Should I roll or let MSFT get called" (issue 32 item 5): roll, close now and let it be assigned side by side,
 * from the roll decision the roll or close drawer shows (shared/src/opportunities/roll-decision.ts, stored on the
 * card the engine made, read here through the same opportunity repository the drawer's route reads), so the figures
 * are the drawer's to the cent. The soonest-expiring call's card is taken when several are open. A call the rules
 * want no roll or close for has no decision: the answer then says the rules' action and reason for it, as the
 * position page does (the holdings review).
 */
export async function rollDecisionQuery(
  context: QueryContext,
  params: QueryParams<'roll_decision'>,
  title: string,
): Promise<MaterializedItem> {
  const { ticker } = params;
  const cards = (await context.portfolio.opportunities(context.userId, context.accountId))
    .filter((opportunity) => isDecided(opportunity, ticker))
    .sort(
      (a, b) =>
        a.details.current_position.expiration.localeCompare(b.details.current_position.expiration) ||
        a.details.current_position.strike - b.details.current_position.strike,
    );
  const card = cards[0];
  if (!card) {
    const calls = (await context.portfolio.holdingReviews(context.userId, context.accountId))
      .filter((review) => review.ticker === ticker)
      .flatMap((review) => review.open_calls)
      .sort((a, b) => a.expiration.localeCompare(b.expiration));
    if (calls.length === 0) throw new NoDataError(`You have no open ${ticker} call.`);
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Strike', 'Expiration', 'Contracts', 'Action', 'Reason'],
        rows: calls.map((call) => [call.strike, call.expiration, call.contracts, call.action, call.reason]),
        footnote:
          'Roll, close now and let it be assigned are compared side by side once a call is in the money or challenged near expiry.',
      },
      facts: {
        ticker,
        decision: null,
        calls: calls.map((call) => ({
          strike: call.strike,
          expiration: call.expiration,
          contracts: call.contracts,
          action: call.action,
          reason: call.reason,
        })),
      },
    };
  }
  const decision = card.details.decision;
  const held = card.details.current_position;
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        '',
        ...decision.columns.map(
          (column) => `${column.title}${column.choice === decision.pick ? ' (suggested)' : ''}`,
        ),
      ],
      rows: ROWS.map((row) => [row.label, ...decision.columns.map(row.value)]),
      footnote: `The suggestion: ${decision.pick_reason} Results assume the stock is at today's price when each choice settles.`,
    },
    facts: {
      ticker,
      opportunity_id: card.id,
      call: {
        strike: held.strike,
        expiration: held.expiration,
        contracts: Math.abs(held.amount),
        average_premium: held.avg_price,
      },
      decision: {
        pick: decision.pick,
        pick_reason: decision.pick_reason,
        columns: decision.columns.map((column) => ({
          choice: column.choice,
          title: column.title,
          cash_now: column.cash_now,
          result_at_expiry: column.result_at_expiry,
          settles_on: column.settles_on,
          breakeven: column.breakeven,
          annualized_return: column.annualized_return,
          days_added: column.days_added,
          probability_itm: column.probability_itm,
          early_assignment: column.early_assignment.level,
        })),
      },
    },
  };
}
