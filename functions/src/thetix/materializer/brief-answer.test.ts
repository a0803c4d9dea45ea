import type { AnswerSpec } from '@thetix/shared/thetix/plan';
import { describe, expect, it } from 'vitest';
import { answerSentences } from './answers';
import type { MaterializedItem } from './materializer-types';

/**
 * The morning brief composer (brief-answer.ts) through the answers' registry, on the facts the action plan's items
 * produce (portfolio-queries.ts): the order of the actions, the figures named as the facts hold them, the empty case.
 */

// Tuesday Dec 15, 2026, 08:00 in New York: Friday Dec 18 is 3 days away.
const now = new Date('2026-12-15T13:00:00Z');

const item = (facts: Record<string, unknown>): MaterializedItem => ({
  widget: { widget: 'table', title: 'x' },
  facts,
});
const empty = (message: string) => item({ no_data: message });

const createOpenCall = (overrides: Record<string, unknown> = {}) => ({
  ticker: 'AAPL',
  strike: 250,
  expiration: '2026-12-18',
  contracts: 2,
  action: 'Roll',
  action_code: 'roll',
  reason: 'AAPL is 2.1% above the $250 strike with 3 days left.',
  premium_received: 420,
  cost_to_close: 980.5,
  days_left: 3,
  roll_net_credit: 64,
  ...overrides,
});

const createOpportunity = (overrides: Record<string, unknown> = {}) => ({
  ticker: 'KO',
  type: 'Covered call',
  type_code: 'covered_call',
  strike: 72.5,
  expiration: '2026-12-24',
  contracts: 3,
  premium: 0.41,
  reason: 'Balanced weekly call on your uncovered KO shares.',
  held_strike: null,
  held_expiration: null,
  tradeable_contracts: 3,
  total_premium: 123,
  net_credit: null,
  cost_to_close: null,
  profit_loss: null,
  ...overrides,
});

const income = (range: string, options: number) =>
  item({ range, totals: { options, dividends: 12.5 }, total: options + 12.5 });

const brief = (earlier: MaterializedItem[], carrier: MaterializedItem, spec: Partial<AnswerSpec> = {}) =>
  answerSentences({ spec: { kind: 'brief', ...spec }, item: carrier, earlier, now }) ?? '';

describe('the morning brief', () => {
  it('puts the expiring call first, then rolls, closes, new covered calls and income, with the facts’ figures', () => {
    // Prepare
    const openCalls = item({
      open_calls: [
        createOpenCall(),
        createOpenCall({
          ticker: 'MSFT',
          strike: 520,
          expiration: '2027-01-15',
          contracts: 1,
          action: 'Close',
          action_code: 'close',
          reason: '82% of the premium is captured.',
          days_left: 31,
        }),
      ],
    });
    const opportunities = item({
      opportunities: [
        createOpportunity(),
        createOpportunity({
          ticker: 'AAPL',
          type: 'Roll',
          type_code: 'option_roll',
          strike: 255,
          expiration: '2026-12-24',
          held_strike: 250,
          held_expiration: '2026-12-18',
          tradeable_contracts: null,
          total_premium: null,
          net_credit: 64,
        }),
        createOpportunity({
          ticker: 'MSFT',
          type: 'Close',
          type_code: 'option_close',
          strike: 520,
          expiration: null,
          contracts: 1,
          held_strike: 520,
          held_expiration: '2027-01-15',
          cost_to_close: 45,
          profit_loss: 205,
          reason: 'Most of the premium is earned: buy it back and sell again.',
        }),
      ],
    });

    // Act
    const text = brief(
      [openCalls, opportunities, income('year to date', 3210.55)],
      income('this month', 420),
    );

    // Assess
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      '1. **AAPL $250 call × 2** expires in 3 days (Dec 18): **Roll**: AAPL is 2.1% above the $250 strike with 3 days left. Roll it to the $255 call expiring Dec 24 for a net credit of **$64.00**.',
    );
    expect(lines[1]).toBe(
      '2. **Close** the MSFT $520 call × 1 (Jan 15): buying it back costs $45.00, keeping $205.00 of the premium. Most of the premium is earned: buy it back and sell again.',
    );
    expect(lines[2]).toBe(
      '3. **Sell 3 KO $72.5 calls** expiring Dec 24 for **$123.00** in premium ($0.41 a share).',
    );
    expect(text).toContain(
      '**Income**: options income this year is **$3,210.55**; $420.00 so far in December.',
    );
    // The roll of the expiring call is said once, with it.
    expect(text.match(/\$255/g)).toHaveLength(1);
  });

  it('lists a roll the engine proposes for a call that is not expiring, and a call the rules would roll', () => {
    // Prepare
    const openCalls = item({
      open_calls: [
        createOpenCall({ expiration: '2027-01-08', days_left: 24 }),
        createOpenCall({
          ticker: 'NVDA',
          strike: 190,
          expiration: '2027-01-15',
          days_left: 31,
          contracts: 1,
        }),
      ],
    });
    const opportunities = item({
      opportunities: [
        createOpportunity({
          ticker: 'AAPL',
          type_code: 'option_roll',
          strike: 260,
          expiration: '2027-01-15',
          held_strike: 250,
          held_expiration: '2027-01-08',
          net_credit: 88.2,
          reason: 'In the money: roll up and out for a credit.',
        }),
      ],
    });

    // Act
    const text = brief([openCalls, opportunities], empty('No income recorded this month.'));

    // Assess
    expect(text.split('\n').slice(0, 2)).toEqual([
      '1. **Roll** the AAPL $250 call (Jan 8) to the $260 call expiring Jan 15 for a net credit of **$88.20**: In the money: roll up and out for a credit.',
      '2. **Roll** the NVDA $190 call (Jan 15), best roll a net credit of $64.00: AAPL is 2.1% above the $250 strike with 3 days left.',
    ]);
    expect(text).toContain('**Income**: no options income recorded this year yet.');
  });

  it('leaves out covered calls that are only an illustration (no contract writable)', () => {
    // Act
    const text = brief(
      [item({ opportunities: [createOpportunity({ tradeable_contracts: 0, contracts: 1 })] })],
      income('this month', 0),
    );

    // Assess
    expect(text).not.toContain('Sell');
  });

  it('says in words when there is nothing to do, and still gives the income', () => {
    // Prepare: the queries found nothing but this year's income
    const earlier = [
      empty('No open calls right now.'),
      empty('No open opportunities right now.'),
      income('year to date', 1500),
    ];

    // Act
    const text = brief(earlier, empty('No income recorded this month.'));

    // Assess
    expect(text).toBe(
      'Nothing to act on today: you have no open calls and no roll, close or new covered call is suggested.\n\n**Income**: options income this year is **$1,500.00**; none yet in December.',
    );
  });

  it('says no call expires within a week when the open calls are further out', () => {
    // Act
    const text = brief(
      [item({ open_calls: [createOpenCall({ action_code: 'hold', action: 'Hold', days_left: 10 })] })],
      income('this month', 50),
    );

    // Assess
    expect(text.startsWith('Nothing to act on today: no call expires within 7 days and')).toBe(true);
  });

  it('sets this month against a goal the plan carries', () => {
    // Act
    const text = brief([income('year to date', 3000)], income('this month', 500), {
      goal: { amount: 2000, period: 'month' },
    });

    // Assess
    expect(text).toContain('Against your goal of $2,000.00 a month, December is at 25.0%.');
  });
});
