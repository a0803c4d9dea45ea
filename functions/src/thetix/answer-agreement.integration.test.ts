import type { HoldingReview, CoveredCallDetails } from '@thetix/shared/contracts/opportunities';
import type { Performance, Position } from '@thetix/shared/contracts/portfolio';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import type { TaxLotsResponse } from '@thetix/shared/contracts/tax';
import { writeFileSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../testing/stack-client';
import {
  type AnswerUser,
  exampleUserWithGoals,
  seededInvestor,
  settledOpportunities,
} from './testing/answer-users';
import { askThetix, dollars, tableRows, type ThetixAnswer } from './testing/ask-thetix';

/**
 * Issue 28 item 1: a figure Thetix answers is the figure the pages show. For the seeded investor and for a new
 * example-portfolio user with goals of their own, each pair below reads the page's figure from the API the page
 * calls (Gains, positions, the dashboard's opportunities, the position page's holdings review) and the answer's from
 * Thetix's Answer widget and evidence table, and they must be equal. The table of pairs is written to
 * bench/results/answer-agreement-latest.md.
 */

const TAX_VERDICTS = {
  qualified_out_of_the_money: 'a qualified covered call',
  qualified_in_the_money: 'a qualified covered call, in the money',
  not_qualified: 'not a qualified covered call',
} as const;

const ACTION_LABELS = { close: 'Close', roll: 'Roll', let_expire: 'Let expire', hold: 'Hold' } as const;

interface Pair {
  readonly user: string;
  readonly what: string;
  readonly page: string;
  readonly answer: string;
  readonly equal: boolean;
}
const pairs: Pair[] = [];

type Investor = AnswerUser;

const get = async <T>(token: string, path: string): Promise<T> => {
  const response = await callApi(path, { token });
  expect(response.status, path).toBe(200);
  return response.body as T;
};

const record = (user: Investor, what: string, page: string, answer: string, equal: boolean) => {
  pairs.push({ user: user.label, what, page, answer, equal });
  return equal;
};

/** The pairs of one user: every figure the pages show that a question reaches. */
async function agreementOf(user: Investor) {
  const [performance, positions, holdings, opportunities] = await Promise.all([
    get<Performance>(user.token, '/api/portfolio/performance'),
    get<Position[]>(user.token, '/api/positions'),
    get<{ holdings: HoldingReview[] }>(user.token, `/api/opportunities/holdings?accountId=${user.accountId}`),
    settledOpportunities(user),
  ]);
  const ask = (question: string): Promise<ThetixAnswer> => askThetix(user.token, question);
  const year = performance.incomeSince.yearToDate;

  const options = await ask('how much options income have I made this year?');
  expect(
    record(
      user,
      'options income, year to date',
      dollars(year.options),
      options.answer,
      options.answer.includes(dollars(year.options)),
    ),
    options.answer,
  ).toBe(true);

  const income = await ask('income this year');
  for (const [what, value] of [
    ['dividends, year to date', year.dividends],
    ['income (options + dividends), year to date', year.totalIncome],
  ] as const)
    expect(
      record(user, what, dollars(value), income.answer, income.answer.includes(dollars(value))),
      income.answer,
    ).toBe(true);

  for (const position of positions.filter((held) => held.amount > 0)) {
    const shares = Math.floor(position.amount).toLocaleString('en-US');
    const detail = await ask(`how many shares of ${position.ticker} do I have?`);
    expect(
      record(
        user,
        `${position.ticker} shares`,
        shares,
        detail.answer,
        detail.answer.includes(`${shares} ${position.ticker}`),
      ),
      detail.answer,
    ).toBe(true);

    const cost = dollars(Math.round(position.avgCostBasis * 100) / 100);
    const average = await ask(`what's my average cost on ${position.ticker.toLowerCase()}`);
    expect(
      record(user, `${position.ticker} average cost`, cost, average.answer, average.answer.includes(cost)),
      average.answer,
    ).toBe(true);

    const covered = await ask(`is my ${position.ticker} position covered?`);
    const open = position.totalOpenContracts;
    const openText = open === 0 ? 'none of your' : `${open} open call`;
    expect(
      record(
        user,
        `${position.ticker} open contracts`,
        String(open),
        covered.answer,
        covered.answer.includes(openText),
      ),
      covered.answer,
    ).toBe(true);

    // Writable: the dashboard's covered call for the holding is for its tradeable contracts; none means 0.
    const listed = opportunities.find(
      (item) => item.opportunity_type === 'covered_call' && item.primary_ticker === position.ticker,
    );
    // The dashboard's covered call is for the tradeable contracts; with none listed (no strike in the goal's band,
    // say), the shares still back floor(shares / 100) less the calls open (no allocation is set in these accounts).
    const tradeable =
      (listed?.details as CoveredCallDetails | undefined)?.tradeable_contracts ??
      Math.max(0, Math.floor(position.amount / 100) - position.totalOpenContracts);
    const writable = await ask(`how many more calls can I sell on ${position.ticker}?`);
    const writableText =
      tradeable > 0 ? `sell **${tradeable.toLocaleString('en-US')} more**` : "can't sell another";
    expect(
      record(
        user,
        `${position.ticker} writable contracts`,
        String(tradeable),
        writable.answer,
        writable.answer.includes(writableText),
      ),
      writable.answer,
    ).toBe(true);
  }

  // Taxes (issue 32 item 5): the verdict and the assignment's gain are the Taxes tab's.
  for (const position of positions.filter((held) => held.totalOpenContracts > 0)) {
    const taxes = await get<TaxLotsResponse>(user.token, `/api/positions/${position.ticker}/tax-lots`);
    const [call] = taxes.openCalls;
    if (!call) continue;
    const verdict = TAX_VERDICTS[call.qualified.status];
    const gain = dollars(Math.abs(call.assignment.shortTermGain + call.assignment.longTermGain));
    const qualified = await ask(`is my ${position.ticker} call qualified?`);
    expect(
      record(
        user,
        `${position.ticker} call: qualified, gain if assigned`,
        `${verdict}; ${gain}`,
        qualified.answer,
        qualified.answer.includes(`**${verdict}**`) && qualified.answer.includes(gain),
      ),
      qualified.answer,
    ).toBe(true);
  }

  // The income goal (issue 32 item 5): the card's proposal and year to date.
  const goal = await get<IncomeGoalResponse>(user.token, '/api/portfolio/income-goal');
  const track = await ask('am I on track for my income goal?');
  const goalFigures =
    goal.monthlyGoal === null ? [goal.proposedGoal, goal.yearToDate.actual] : [goal.yearToDate.actual];
  expect(
    record(
      user,
      'income goal: proposal and year to date',
      goalFigures.map(dollars).join('; '),
      track.answer,
      goalFigures.every((figure) => track.answer.includes(dollars(figure))),
    ),
    track.answer,
  ).toBe(true);

  // The top suggestion per holding: the dashboard's covered call, strike, expiration and contracts alike.
  const best = await ask('best covered calls on my holdings');
  const rows = tableRows(best.widgets, /^Covered calls/);
  for (const review of holdings.holdings.filter((holding) => holding.shares > 0)) {
    const listed = opportunities.find(
      (item) => item.opportunity_type === 'covered_call' && item.primary_ticker === review.ticker,
    );
    const details = listed?.details as CoveredCallDetails | undefined;
    const row = rows.find((candidate) => candidate.ticker === review.ticker);
    const page =
      details && details.tradeable_contracts > 0
        ? `${details.tradeable_contracts} × ${details.strike} ${details.expiration}`
        : 'no suggestion';
    const said = row
      ? `${String(row.contracts)} × ${String(row.strike)} ${String(row.expiration)}`
      : 'no suggestion';
    expect(record(user, `${review.ticker} top covered call`, page, said, page === said), best.answer).toBe(
      true,
    );
  }

  // Each open call's advice: the position page's action.
  const advice = await ask('what should I do with my open calls?');
  const adviceRows = tableRows(advice.widgets, /open calls/i);
  for (const review of holdings.holdings)
    for (const call of review.open_calls) {
      const row = adviceRows.find(
        (candidate) =>
          candidate.ticker === review.ticker &&
          candidate.strike === call.strike &&
          candidate.expiration === call.expiration,
      );
      const page = ACTION_LABELS[call.action];
      const said = String(row?.action ?? 'missing');
      expect(
        record(user, `${review.ticker} ${call.strike} call advice`, page, said, page === said),
        advice.answer,
      ).toBe(true);
      expect(advice.answer).toContain(`**${page}**`);
    }
}

describe('Thetix answers agree with the pages', () => {
  let investor: Investor;
  let newcomer: Investor;

  beforeAll(async () => {
    investor = await seededInvestor();
    newcomer = await exampleUserWithGoals();
  });

  afterAll(() => {
    mkdirSync('bench/results', { recursive: true });
    const lines = [
      '# Thetix answers against the pages (issue 28 item 1)',
      '',
      `Run ${new Date().toISOString()} by functions/src/thetix/answer-agreement.integration.test.ts.`,
      '',
      '| user | figure | page | answer | equal |',
      '| --- | --- | --- | --- | --- |',
      ...pairs.map(
        (pair) =>
          `| ${pair.user} | ${pair.what} | ${pair.page} | ${pair.answer.split('\n')[0]!.replace(/\|/g, '/').slice(0, 160)} | ${pair.equal ? 'yes' : '**NO**'} |`,
      ),
    ];
    writeFileSync('bench/results/answer-agreement-latest.md', `${lines.join('\n')}\n`);
  });

  it('for the seeded investor', async () => {
    await agreementOf(investor);
  }, 240_000);

  it('for a new example-portfolio user with a goal of their own', async () => {
    await agreementOf(newcomer);
  }, 240_000);
});
