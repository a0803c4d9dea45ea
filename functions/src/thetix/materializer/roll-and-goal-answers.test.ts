import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { describe, expect, it } from 'vitest';
import { answerSentences } from './answers';
import type { MaterializedItem } from './materializer-types';

/** The answers of `roll_decision` and `income_goal` (issue 32 items 4 and 5), verdict first, from their facts. */
const NOW = newYorkInstant('2026-11-27', 10, 0);

const answer = (kind: 'roll_decision' | 'income_goal', facts: Record<string, unknown>) =>
  answerSentences({
    spec: { kind },
    item: { widget: { widget: 'table', title: 't', columns: [], rows: [] }, facts } as MaterializedItem,
    earlier: [],
    now: NOW,
  });

const column = (choice: string, title: string, cash: number, result: number, settles: string) => ({
  choice,
  title,
  cash_now: cash,
  result_at_expiry: result,
  settles_on: settles,
});

describe('the roll_decision answer', () => {
  it('says the pick and its reason first, then the three choices with cash now and result', () => {
    const text = answer('roll_decision', {
      ticker: 'MSFT',
      call: { strike: 480, expiration: '2026-12-04', contracts: 6 },
      decision: {
        pick: 'roll',
        pick_reason: 'Rolling brings in $1,620.00 now and adds 7 days, keeping your shares.',
        columns: [
          column('roll', 'Roll to $480.00 Dec 11, 2026', 1_620, -9_234, '2026-12-11'),
          column('close', 'Close now', -4_860, -14_448, '2026-11-27'),
          column('let_go', 'Let it be assigned', 0, -10_854, '2026-12-04'),
        ],
      },
    });
    expect(text).toBe(
      "**Roll** is the suggestion for your 6 MSFT $480.00 calls expiring Dec 4: Rolling brings in $1,620.00 now and adds 7 days, keeping your shares. Side by side, with the stock at today's price when each settles (result from your shares' cost, premiums included): Roll to $480.00 Dec 11, 2026: +$1,620.00 now, −$9,234.00 by Dec 11; Close now: −$4,860.00 now, −$14,448.00 by today; Let it be assigned: nothing now, −$10,854.00 by Dec 4.",
    );
  });

  it('names the let-it-go column’s own words when it is the pick', () => {
    const text = answer('roll_decision', {
      ticker: 'KO',
      call: { strike: 72, expiration: '2026-12-04', contracts: 1 },
      decision: {
        pick: 'let_go',
        pick_reason: 'The $72.00 call is 8% likely to finish in the money.',
        columns: [
          column('close', 'Close now', -12, 40, '2026-11-27'),
          column('let_go', 'Let it expire', 0, 52, '2026-12-04'),
        ],
      },
    });
    expect(
      text!.startsWith('**Let it expire** is the suggestion for your 1 KO $72.00 call expiring Dec 4:'),
    ).toBe(true);
  });

  it('says the rules’ action for a call with no decision', () => {
    const text = answer('roll_decision', {
      ticker: 'AAPL',
      decision: null,
      calls: [
        {
          strike: 275,
          expiration: '2026-11-27',
          contracts: 12,
          action: 'close',
          reason: 'You have earned 72%.',
        },
      ],
    });
    expect(text).toBe(
      '**Close** your AAPL $275.00 call expiring Nov 27: You have earned 72%. Roll, close now and let it be assigned are compared side by side once a call is in the money or challenged near expiry.',
    );
  });
});

describe('the income_goal answer', () => {
  const facts = {
    goal: 9_000,
    proposed_goal: 7_000,
    month: '2026-11',
    month_actual: 6_350.06,
    month_expected: { low: 7_492.82, median: 7_673.27, high: 7_895.43 },
    behind: true,
    shortfall: 1_326.73,
    secured: 6_350.06,
    falling_behind: true,
    year_to_date: 72_498.26,
    year_to_date_goal: 98_100,
    pick: { risk: 'balanced', duration: 'monthly', monthly: 9_222 },
    goal_mix: {
      reaches_goal: true,
      monthly: 9_413,
      holdings: [
        { ticker: 'AAPL', risk: 'conservative', duration: 'monthly', delta: 0.15 },
        { ticker: 'MSFT', risk: 'aggressive', duration: 'monthly', delta: 0.4 },
      ],
    },
  };

  it('says Falling behind first in the alert’s state, and the mix by holding last', () => {
    expect(answer('income_goal', facts)).toBe(
      '**Falling behind**: Nov 2026 has $6,350.06 realised of your $9,000.00 goal, and $7,673.27 is expected by the end of the month, $1,326.73 short. Year to date: $72,498.26 of $98,100.00. The least risky goal that reaches it on your holdings is balanced monthly (about $9,222.00 a month). Goal by holding: AAPL conservative monthly (delta 0.15), MSFT aggressive monthly (delta 0.40), about $9,413.00 a month.',
    );
  });

  it('says Behind, without the mix, when only the forecast is short and no mix reaches the goal', () => {
    const text = answer('income_goal', {
      ...facts,
      falling_behind: false,
      goal_mix: { ...facts.goal_mix, reaches_goal: false },
    });
    expect(text!.startsWith('**Behind**: Nov 2026 has $6,350.06 realised')).toBe(true);
    expect(text).not.toContain('Goal by holding');
  });
});
