import type {
  CloseOpportunity,
  CoveredCallOpportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import { MAIL_TABLE_ROWS, type EmailBlock, type EmailCell } from './report-email';

/**
 * The words and tables of an opportunity alert (opportunity-alerts.ts): the title (also the subject and the push
 * title), one summary (the e-mail's opening and the push body), and the e-mail's blocks, which report-email.ts
 * writes as HTML and text in the report e-mails' style. Calls to roll or close come first, urgent ones first.
 */
export type ActionCard = RollOpportunity | CloseOpportunity;

export interface AlertCard<T> {
  readonly opportunity: T;
  readonly accountName: string;
}

export interface AlertContent {
  /** Roll and close cards, urgent first; empty when roll alerts are off or there are none. */
  readonly actions: readonly AlertCard<ActionCard>[];
  /** New covered calls, best annualised yield first; empty when opportunity alerts are off or there are none. */
  readonly coveredCalls: readonly AlertCard<CoveredCallOpportunity>[];
  /** The card's drawer in the app. */
  readonly cardUrl: (opportunityId: string) => string;
}

export interface AlertText {
  readonly title: string;
  readonly summary: string;
  readonly blocks: EmailBlock[];
}

const money = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** A strike as options are named: `$255`, `$267.50`. */
const strikeText = (value: number) =>
  `$${value.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
const percent = (fraction: number) =>
  `${(fraction * 100).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
/** `2026-11-27` → `Nov 27`: the option's expiration date, which is a New York date. */
const day = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const distinct = (values: readonly string[]) => [...new Set(values)];

const heldCall = (card: ActionCard) => {
  const held = card.details.current_position;
  return `${card.primary_ticker} ${strikeText(held.strike)} call · ${day(held.expiration)}`;
};

const suggestion = (card: ActionCard): string => {
  if (card.opportunity_type === 'option_roll') {
    const to = card.details.roll_to;
    return `Roll to ${strikeText(to.strike)} · ${day(to.expiration)} for a ${money(card.details.net_credit)} credit`;
  }
  return `Buy to close at ${money(card.details.premium)} a share (${money(card.details.cost_to_close)})`;
};

const goal = (card: CoveredCallOpportunity) =>
  `${capitalized(card.details.risk_level)}, ${card.details.cadence}`;

const premiumText = (card: CoveredCallOpportunity) =>
  `${money(card.details.premium)} a share · ${money(card.details.total_premium)} for ${plural(card.details.contracts, 'contract', 'contracts')}`;

/** The rows of one table, cut at the mail's table size like a report's. */
const rowsOf = <T>(cards: readonly T[], row: (card: T) => EmailCell[]) => ({
  rows: cards.slice(0, MAIL_TABLE_ROWS).map(row),
  more: Math.max(0, cards.length - MAIL_TABLE_ROWS),
});

export function alertText(content: AlertContent): AlertText {
  const { actions, coveredCalls, cardUrl } = content;
  const urgent = actions.filter((card) => card.opportunity.details.urgent);
  const manyAccounts =
    new Set([...actions, ...coveredCalls].map((card) => card.opportunity.account_id)).size > 1;
  const account = (card: AlertCard<unknown>): EmailCell[] =>
    manyAccounts ? [{ text: card.accountName }] : [];

  const titleParts: string[] = [];
  const summary: string[] = [];
  const blocks: EmailBlock[] = [];

  if (actions.length > 0) {
    const calls = plural(actions.length, 'call', 'calls');
    titleParts.push(urgent.length > 0 ? `Urgent: ${calls} to roll or close` : `${calls} to roll or close`);
    if (actions.length === 1) {
      const card = actions[0]!.opportunity;
      const verb = card.opportunity_type === 'option_roll' ? 'rolled' : 'closed';
      summary.push(
        `Your ${heldCall(card)} should be ${verb}${card.details.urgent ? ', urgently' : ''}: ${card.details.reason}`,
      );
    } else {
      summary.push(
        `${calls} you sold should be rolled or closed${
          urgent.length > 0 ? ` (${urgent.length} urgent)` : ''
        }: ${distinct(actions.map((card) => card.opportunity.primary_ticker)).join(', ')}.`,
      );
    }
    blocks.push({ kind: 'heading', text: 'Calls to roll or close' });
    if (urgent.length > 0)
      blocks.push({
        kind: 'text',
        tone: 'warning',
        label: 'Urgent',
        text: `${urgent.map((card) => heldCall(card.opportunity)).join('; ')}: act before ${
          urgent.length === 1 ? 'it expires or is assigned' : 'they expire or are assigned'
        }.`,
      });
    blocks.push({
      kind: 'table',
      columns: [
        ...(urgent.length > 0 ? ['Urgency'] : []),
        'Call you sold',
        'Suggestion',
        'Why',
        ...(manyAccounts ? ['Account'] : []),
      ],
      ...rowsOf(actions, (card) => [
        ...(urgent.length > 0 ? [{ text: card.opportunity.details.urgent ? 'Urgent' : 'Not urgent' }] : []),
        { text: heldCall(card.opportunity), href: cardUrl(card.opportunity.id) },
        { text: suggestion(card.opportunity) },
        { text: card.opportunity.details.reason },
        ...account(card),
      ]),
    });
  }

  if (coveredCalls.length > 0) {
    const best = coveredCalls[0]!.opportunity;
    titleParts.push(
      plural(coveredCalls.length, 'new covered-call opportunity', 'new covered-call opportunities'),
    );
    summary.push(
      `${plural(coveredCalls.length, 'new covered-call opportunity matches', 'new covered-call opportunities match')} your goals: ${distinct(
        coveredCalls.map((card) => card.opportunity.primary_ticker),
      ).join(
        ', ',
      )}. ${coveredCalls.length === 1 ? 'It' : 'The best'}, the ${best.primary_ticker} ${strikeText(
        best.details.strike,
      )} call · ${day(best.details.expiration)}, pays ${premiumText(best)} (${percent(
        best.details.annualized_yield,
      )} a year).`,
    );
    blocks.push({ kind: 'heading', text: 'New covered-call opportunities' });
    blocks.push({
      kind: 'table',
      columns: ['Call to sell', 'Goal', 'Premium', 'Annualised yield', ...(manyAccounts ? ['Account'] : [])],
      ...rowsOf(coveredCalls, (card) => [
        {
          text: `${card.opportunity.primary_ticker} ${strikeText(card.opportunity.details.strike)} call · ${day(
            card.opportunity.details.expiration,
          )}`,
          href: cardUrl(card.opportunity.id),
        },
        { text: goal(card.opportunity) },
        { text: premiumText(card.opportunity) },
        { text: percent(card.opportunity.details.annualized_yield) },
        ...account(card),
      ]),
    });
  }

  blocks.push({
    kind: 'note',
    text: 'Figures are from the time of this alert; a card refreshes as the market moves and expires at the close.',
  });
  return {
    title: `${urgent.length > 0 ? '⚠️' : '🔔'} ${titleParts.join(' · ')}`,
    summary: summary.join(' '),
    blocks,
  };
}
