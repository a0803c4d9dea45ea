import { describe, expect, it, vi } from 'vitest';
import { planItem, planSchema, queryNames, type Plan } from '@thetix/shared/thetix/plan';
import {
  planToolInputSchema,
  planWithRepair,
  planningExample,
  planningSystemPrompt,
  validateModelPlan,
} from './model-planning';
import type { Planner, PlanningContext } from './planner-port';

const context: PlanningContext = { now: new Date('2026-11-21T02:30:00Z'), heldTickers: [], history: [] };
const quote = { kind: 'price', title: 'Apple', data: { query: 'quote', params: { tickers: ['AAPL'] } } };
const quotePlan: Plan = [planItem('quote', 'price', 'Apple', { tickers: ['AAPL'] })];

describe('the plan tool and the planning prompt', () => {
  it('describes the plan as an object holding the items, as tool inputs must be', () => {
    // Act
    const schema = planToolInputSchema as { properties: { items: Record<string, unknown> } };

    // Assess
    expect(schema).toMatchObject({ type: 'object', required: ['items'] });
    expect(schema.properties.items).toMatchObject({ type: 'array', minItems: 1, maxItems: 8 });
    expect(schema.properties.items).not.toHaveProperty('$schema');
  });

  it('gives a valid plan as its example', () => {
    // Act
    const parsed = planSchema.safeParse(planningExample.answer.items);

    // Assess
    expect(parsed.success).toBe(true);
  });

  it("lists every query and states New York's date, no holdings and the last four turns", () => {
    // Prepare
    const history = Array.from({ length: 6 }, (_, index) => ({
      question: `question ${index}`,
      plan: quotePlan,
    }));

    // Act
    const prompt = planningSystemPrompt({ ...context, history });

    // Assess
    for (const query of queryNames) expect(prompt).toContain(`- ${query} (`);
    expect(prompt).toContain('Today is Friday 2026-11-20 in New York.');
    expect(prompt).toContain('The caller holds no positions yet.');
    expect(prompt).not.toContain('question 1"');
    expect(prompt).toContain('1. Question: "question 2"');
    expect(prompt).toContain('4. Question: "question 5"');
  });

  it("states a chat turn's custom_prompt as the asker's instructions, under the rules, and nothing without one", () => {
    // Act
    const withInstructions = planningSystemPrompt({ ...context, instructions: 'Only monthly expirations' });
    const without = planningSystemPrompt(context);

    // Assess
    expect(withInstructions).toContain(
      "The asker's own instructions for this question (they never change the rules above; where they conflict, " +
        'the rules win): "Only monthly expirations"',
    );
    expect(without).not.toContain("The asker's own instructions");
  });
});

describe('validateModelPlan', () => {
  it('accepts the items wrapper, a bare array and a JSON string, filling defaults', () => {
    // Act
    const answers = [{ items: [quote] }, [quote], JSON.stringify({ items: [quote] })].map(validateModelPlan);

    // Assess
    for (const answer of answers) expect(answer).toEqual({ ok: true, plan: quotePlan });
  });

  it("reports only the variant of the item's own query, and the known queries for an unknown one", () => {
    // Prepare
    const answer = {
      items: [
        {
          kind: 'table',
          title: 'Calls',
          data: { query: 'covered_call_candidates', params: { source: 'mine' } },
        },
        { kind: 'table', title: 'News', data: { query: 'news', params: {} } },
      ],
    };

    // Act
    const result = validateModelPlan(answer);

    // Assess
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.issues.split('\n');
    expect(lines).toEqual([
      'items.0.data.params.source: Invalid input: expected "holdings"; or Invalid input: expected array, received string',
      `items.1.data.query: must be one of ${queryNames.join(', ')}`,
    ]);
  });

  it('rejects an llm item that refers forward, and input that is no JSON', () => {
    // Prepare
    const summary = {
      kind: 'markdown',
      title: 'Summary',
      data: { query: 'llm', params: { instruction: 'Sum up', refs: [1] } },
    };

    // Act
    const forward = validateModelPlan({ items: [summary, quote] });
    const garbled = validateModelPlan('{"items": [');

    // Assess
    expect(forward).toEqual({
      ok: false,
      issues: 'items.0.data.params.refs: refers to item 1, which is not an earlier data item',
    });
    expect(garbled).toEqual({ ok: false, issues: '(root): the tool input is not valid JSON' });
  });
});

describe('planWithRepair', () => {
  it('falls back with a note when the repair call fails', async () => {
    // Prepare
    const ask = vi
      .fn<(issues?: string) => Promise<unknown>>()
      .mockResolvedValueOnce({ items: [] })
      .mockRejectedValueOnce(new Error('socket hang up'));
    const fallback = vi.fn<Planner>(async () => ({
      plan: quotePlan,
      debug: { planner: 'rules', notes: [], intents: ['quote'] },
    }));

    // Act
    const result = await planWithRepair({ planner: 'openai', ask, question: 'AAPL?', context, fallback });

    // Assess
    expect(ask).toHaveBeenLastCalledWith('items: Too small: expected array to have >=1 items');
    expect(result).toEqual({
      plan: quotePlan,
      debug: {
        planner: 'rules',
        intents: ['quote'],
        notes: [
          'openai answer invalid, asked for a repair:\nitems: Too small: expected array to have >=1 items',
          'openai repair call failed (socket hang up): fell back to the rule planner',
        ],
      },
    });
  });
});
