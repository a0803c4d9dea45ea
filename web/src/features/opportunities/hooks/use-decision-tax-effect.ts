import type { CallTax } from '@thetix/shared/contracts/tax';
import type { CurrentPosition } from '@thetix/shared/contracts/opportunities';
import type { DecisionChoice, RollDecision } from '@thetix/shared/contracts/what-if';
import { useTaxLots } from '../../../lib/portfolio/get-tax-lots';
import { formatDollars } from '../../../lib/money-format';

/** "a $3,481 short-term gain" / "$1,200 long-term and $300 short-term" from an assignment outcome. */
export const assignmentGainText = (call: CallTax): string => {
  const { shortTermGain, longTermGain } = call.assignment;
  const word = (value: number) => (value < 0 ? 'loss' : 'gain');
  if (shortTermGain !== 0 && longTermGain !== 0)
    return `${formatDollars(Math.abs(longTermGain))} long-term ${word(longTermGain)} and ${formatDollars(Math.abs(shortTermGain))} short-term ${word(shortTermGain)}`;
  const total = shortTermGain + longTermGain;
  return `a ${formatDollars(Math.abs(total))} ${longTermGain !== 0 ? 'long' : 'short'}-term ${word(total)}`;
};

const QUALIFIED_SHORT: Record<CallTax['qualified']['status'], string> = {
  qualified_out_of_the_money: 'Qualified covered call',
  qualified_in_the_money: 'Qualified, in the money (holding period paused)',
  not_qualified: 'Not a qualified covered call',
};

/**
 * The decision's "Tax effect" row (issue 32 item 3 in the item 2 columns), from the position's Taxes answer: the
 * call held now (its assignment) and the call a roll would sell (its qualified status and assignment).
 * Information, not tax advice: the columns' note says so with the Taxes tab's notice.
 */
export function useDecisionTaxEffect(params: {
  readonly ticker: string;
  readonly accountId: string;
  readonly decision: RollDecision | undefined;
  readonly held: CurrentPosition;
  readonly contracts: number;
  readonly rollTo?: { strike: number; expiration: string; premium: number };
}): { effect: Partial<Record<DecisionChoice, string>> | undefined; notice: string | undefined } {
  const roll = params.rollTo ? { ...params.rollTo, contracts: params.contracts } : undefined;
  const taxes = useTaxLots(params.ticker, params.accountId, roll);
  if (!params.decision || !taxes.data) return { effect: undefined, notice: undefined };
  const held = taxes.data.openCalls.find((call) => call.symbol === params.held.symbol);
  const letGo = params.decision.columns.find((column) => column.choice === 'let_go');
  const expires = letGo?.title.toLowerCase().includes('expire') ?? false;
  const effect: Partial<Record<DecisionChoice, string>> = {
    close:
      held?.qualified.status === 'qualified_in_the_money'
        ? 'The buy-back result is realised now; a loss is long-term if your shares’ gain would be (§1092(f))'
        : 'The buy-back result is realised now, short-term; the shares are unchanged',
  };
  if (held)
    effect.let_go = expires
      ? 'The premium is kept as a short-term gain; the shares are unchanged'
      : `If assigned: ${assignmentGainText(held)}${held.assignment.slices.some((slice) => slice.madeShortTermByCall) ? ' (long-term without this call)' : ''}`;
  const proposed = taxes.data.proposedCall;
  if (proposed)
    effect.roll = `${QUALIFIED_SHORT[proposed.qualified.status]}; if assigned: ${assignmentGainText(proposed)}`;
  return { effect, notice: taxes.data.notice };
}
