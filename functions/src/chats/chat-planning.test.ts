import { planSchema } from '@thetix/shared/thetix/plan';
import { describe, expect, it } from 'vitest';
import type { Planner } from '../thetix/planner/planner-port';
import { actionPlan, aspectsOf, planOpportunityTurn, reportPlan, wantsActionPlan } from './chat-planning';

const context = { now: new Date('2026-11-24T15:00:00Z'), heldTickers: ['AAPL'], history: [] };
const notice: Planner = async () => ({
  plan: planSchema.parse([
    { kind: 'message', title: 'x', data: { query: 'notice', params: { code: 'cannot_answer' } } },
  ]),
  debug: { planner: 'rules', notes: [] },
});

describe('questions about one opportunity', () => {
  it.each([
    ['what happens if I get assigned?', ['assignment']],
    ['What if the stock drops 10%?', ['what_if']],
    ['what are the alternatives?', ['alternatives']],
    ['What is the risk of this trade?', ['risk']],
    ['What return does this give me?', ['returns']],
    ['is there earnings risk and what do I earn?', ['risk', 'returns']],
  ])('reads "%s" as %j', (question, aspects) => {
    expect(aspectsOf(question)).toEqual(aspects);
  });

  it('plans the sides a question names as opportunity_analysis items of that opportunity', async () => {
    const result = await planOpportunityTurn(notice, 'what happens if I get assigned?', 'opp-1', context);
    expect(result.plan).toEqual([
      expect.objectContaining({
        kind: 'markdown',
        data: { query: 'opportunity_analysis', params: { opportunity_id: 'opp-1', aspect: 'assignment' } },
      }),
    ]);
  });

  it('answers a question it cannot read with the returns and the risk, never a refusal', async () => {
    const result = await planOpportunityTurn(notice, 'tell me a story', 'opp-1', context);
    expect(result.plan.map((item) => (item.data.params as { aspect: string }).aspect)).toEqual([
      'returns',
      'risk',
    ]);
  });
});

describe('fixed plans', () => {
  it('recognises an action-plan question', () => {
    expect(wantsActionPlan('What should I do today?')).toBe(true);
    expect(wantsActionPlan('price of AAPL')).toBe(false);
  });

  it('gives every report and the action plan a valid plan', () => {
    for (const plan of [actionPlan(), reportPlan('daily'), reportPlan('weekly'), reportPlan('onboarding')])
      expect(planSchema.safeParse(plan).success).toBe(true);
    expect(reportPlan('weekly').map((item) => item.data.query)).toContain('income_summary');
  });
});
