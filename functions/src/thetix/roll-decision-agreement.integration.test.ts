import type { Opportunity, RollDetails } from '@thetix/shared/contracts/opportunities';
import type { RollDecision } from '@thetix/shared/contracts/what-if';
import { describe, expect, it } from 'vitest';
import { callApi } from '../testing/stack-client';
import { exampleUserWithGoals, type AnswerUser } from './testing/answer-users';
import { askThetix, dollars } from './testing/ask-thetix';

/**
 * "Should I roll or let MSFT get called" (issue 32 item 5) against the local stack: the answer's pick, reason and
 * every figure of its three columns are the roll drawer's for the same call (the decision on the roll card the
 * dashboard lists, shared/src/opportunities/roll-decision.ts).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const write = (user: AnswerUser, path: string, body: unknown) =>
  callApi(path, { token: user.token, method: 'POST', body, xsrf: true });

const active = async (user: AnswerUser): Promise<Opportunity[]> =>
  (
    (await callApi(`/api/opportunities?accountId=${user.accountId}`, { token: user.token }))
      .body as unknown as {
      opportunities: Opportunity[];
    }
  ).opportunities;

/**
 * Sells the highest in-the-money call 4 to 14 days out through a covered-call card (MSFT's when there is one, as the
 * roll-decision browser spec does); the engine then rolls it. Answers the roll card.
 */
async function rolledCall(user: AnswerUser): Promise<Opportunity & { details: RollDetails }> {
  let cards: Opportunity[] = [];
  for (let attempt = 0; attempt < 60 && cards.length === 0; attempt++) {
    cards = (await active(user)).filter((entry) => entry.opportunity_type === 'covered_call');
    if (cards.length === 0) await sleep(500);
  }
  const card = cards.find((entry) => entry.primary_ticker === 'MSFT') ?? cards[0];
  if (!card) throw new Error('No covered call to sell');
  const ticker = card.primary_ticker;
  const { expirations } = (await callApi(`/api/options/${ticker}/expirations`, { token: user.token }))
    .body as unknown as { expirations: { date: string; daysToExpiry: number }[] };
  const expiration = expirations.find((entry) => entry.daysToExpiry >= 4 && entry.daysToExpiry <= 14)!.date;
  const chain = (await callApi(`/api/options/${ticker}?expiration_date=${expiration}`, { token: user.token }))
    .body as unknown as { underlyingPrice: number; options: { type: string; strike: number }[] };
  const strike = Math.max(
    ...chain.options
      .filter((row) => row.type === 'call' && row.strike < chain.underlyingPrice)
      .map((row) => row.strike),
  );
  expect(
    (await write(user, `/api/opportunities/${card.id}`, { action: 'act', details: { strike, expiration } }))
      .status,
  ).toBe(200);
  await write(user, `/api/opportunities/refresh?accountId=${user.accountId}`, {});
  for (let attempt = 0; attempt < 60; attempt++) {
    const roll = (await active(user)).find(
      (entry) =>
        entry.opportunity_type === 'option_roll' &&
        entry.primary_ticker === ticker &&
        (entry.details as RollDetails).decision !== undefined,
    );
    if (roll) return roll as Opportunity & { details: RollDetails };
    await sleep(500);
  }
  throw new Error(`The engine proposed no ${ticker} roll within 30 s`);
}

const signed = (value: number) => `${value >= 0 ? '+' : '−'}${dollars(Math.abs(value))}`;

describe('"should I roll or let MSFT get called" agrees with the roll drawer', () => {
  it('says the drawer’s pick and reason first, and its three columns to the cent', async () => {
    // Prepare
    const user = await exampleUserWithGoals('roll-decision user');
    const roll = await rolledCall(user);
    const ticker = roll.primary_ticker;
    const drawer = (
      (await callApi(`/api/opportunities/${roll.id}`, { token: user.token })).body as unknown as {
        details: RollDetails;
      }
    ).details.decision as RollDecision;

    // Act
    const answer = await askThetix(user.token, `should I roll or let ${ticker} get called`);

    // Assess
    const label =
      drawer.pick === 'roll'
        ? 'Roll'
        : drawer.pick === 'close'
          ? 'Close now'
          : drawer.columns.find((column) => column.choice === 'let_go')!.title;
    expect(answer.answer.startsWith(`**${label}** is the suggestion for your`)).toBe(true);
    expect(answer.answer).toContain(drawer.pick_reason);
    for (const column of drawer.columns)
      expect(answer.answer).toContain(
        `${column.title}: ${column.cash_now === 0 ? 'nothing' : signed(column.cash_now)} now, ${signed(column.result_at_expiry)} by`,
      );
    const table = answer.widgets.find((widget) => widget.widget === 'table') as
      { title: string; columns: string[]; rows: (string | number)[][] } | undefined;
    expect(table?.title).toBe(`Your ${ticker} call: roll, close or let it go`);
    expect(table?.columns.slice(1)).toEqual(
      drawer.columns.map((column) => `${column.title}${column.choice === drawer.pick ? ' (suggested)' : ''}`),
    );
    const row = (label: string) => table!.rows.find((cells) => cells[0] === label)!.slice(1);
    expect(row('Cash now ($)')).toEqual(drawer.columns.map((column) => column.cash_now));
    expect(row("Result at expiry at today's price ($)")).toEqual(
      drawer.columns.map((column) => column.result_at_expiry),
    );
    expect(row('New breakeven ($)')).toEqual(drawer.columns.map((column) => column.breakeven));
    expect(row('Days added')).toEqual(drawer.columns.map((column) => column.days_added));
  }, 180_000);
});
