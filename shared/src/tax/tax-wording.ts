import type { AssignmentTaxOutcome } from './assignment-tax';
import type { QualifiedCallAssessment } from './qualified-covered-call';

/**
 * The plain words the product says about a call's tax character, with the rule's source named. Information, never
 * advice: every surface that shows these lines shows TAX_INFORMATION_NOTICE with them (the Terms' wording).
 */

export const TAX_INFORMATION_NOTICE =
  'Information from your ledger and the published rules, not tax advice: nothing in Thetix is investment, tax or ' +
  'legal advice. Your broker’s 1099-B and a tax professional have the last word.';

export const QUALIFIED_CALL_SOURCE =
  'IRC §1092(c)(4) and §1092(f); IRS Publication 550, “Qualified covered call”';

const dollars = (value: number): string =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface QualifiedCallWording {
  readonly headline: string;
  readonly details: readonly string[];
  readonly source: string;
}

export function qualifiedCallWording(
  assessment: QualifiedCallAssessment,
  strike: number,
): QualifiedCallWording {
  const details: string[] = [];
  let headline: string;
  if (assessment.status === 'qualified_out_of_the_money') {
    headline = `A qualified covered call: ${assessment.termDays} days to expiry, strike at or above the stock price.`;
    details.push(
      'It does not change your shares’ holding period, and dividends while it is open keep counting.',
    );
  } else if (assessment.status === 'qualified_in_the_money') {
    headline = `A qualified covered call, in the money (the ${dollars(strike)} strike is below ${dollars(
      assessment.applicableStockPrice,
    )}).`;
    details.push(
      'While it is open, the holding period of shares held a year or less is suspended.',
      'A loss on the call is long-term if a gain on the shares would be.',
      'Days while it is open do not count toward the 61 days a dividend needs to be qualified.',
    );
  } else {
    const why = assessment.reasons.map((reason) =>
      reason === 'term_30_days_or_less'
        ? `it expires in ${assessment.termDays} days (a qualified call needs more than 30)`
        : reason === 'term_over_33_months'
          ? 'its term is over 33 months'
          : `the ${dollars(strike)} strike is below the lowest qualified benchmark (${dollars(
              assessment.lowestQualifiedBenchmark ?? 0,
            )})`,
    );
    headline = `Not a qualified covered call: ${why.join(', and ')}.`;
    details.push(
      'Your shares and the call can count as a straddle: the holding period of shares held a year or less starts ' +
        'again when the call ends.',
      'A loss on the call can be deferred while the shares hold a gain.',
      'Dividends while it is open may lose qualified treatment.',
    );
  }
  return { headline, details, source: QUALIFIED_CALL_SOURCE };
}

/** One sentence per outcome: what an assignment would sell and how the gain would be taxed. */
export function assignmentWording(outcome: AssignmentTaxOutcome): string[] {
  if (outcome.slices.length === 0)
    return ['No shares of this stock are held in this account, so nothing is sold.'];
  const lines = outcome.slices.map(
    (slice) =>
      `${slice.shares.toLocaleString('en-US')} shares bought ${slice.acquiredOn} at ${dollars(slice.costPerShare)}: ` +
      `a ${dollars(Math.abs(slice.gain))} ${slice.term}-term ${slice.gain < 0 ? 'loss' : 'gain'}` +
      `${slice.madeShortTermByCall ? ' (long-term without this call)' : ''}.`,
  );
  if (outcome.sharesCovered < outcome.sharesCalled)
    lines.push(
      `Only ${outcome.sharesCovered.toLocaleString('en-US')} of the ${outcome.sharesCalled.toLocaleString(
        'en-US',
      )} shares called are held here.`,
    );
  return lines;
}
