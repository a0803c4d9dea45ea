import {
  BedrockRuntimeClient,
  ConverseCommand,
  ThrottlingException,
  type ContentBlock,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planItem, type Plan } from '@thetix/shared/thetix/plan';
import { buildBedrockPlanner, buildBedrockProseWriter } from './bedrock-planner';
import type { Planner, PlanningContext } from './planner-port';

const bedrock = mockClient(BedrockRuntimeClient);
const client = new BedrockRuntimeClient({ region: 'us-east-1' });
const MODEL_ID = 'anthropic.claude-3-5-haiku-20241022-v1:0';

const context: PlanningContext = {
  now: new Date('2026-11-20T15:00:00Z'),
  heldTickers: ['AAPL', 'MSFT'],
  history: [],
};

const rulePlan: Plan = [
  planItem('notice', 'message', 'Not yet', { code: 'cannot_answer', suggestions: ['How is AAPL doing?'] }),
];

/** Stands in for the rule planner, written elsewhere: a fixed plan, so a fallback is easy to see. */
const stubFallback = () =>
  vi.fn<Planner>(async () => ({ plan: rulePlan, debug: { planner: 'rules', notes: ['no rule matched'] } }));

/** A Converse answer in the shape Bedrock returns, holding the given content blocks. */
const converseAnswer = (content: ContentBlock[], stopReason = 'tool_use'): ConverseCommandOutput =>
  ({
    output: { message: { role: 'assistant', content } },
    stopReason,
    usage: { inputTokens: 3120, outputTokens: 96, totalTokens: 3216 },
    metrics: { latencyMs: 812 },
    $metadata: { httpStatusCode: 200 },
  }) as ConverseCommandOutput;

const toolAnswer = (input: unknown, toolUseId = 'tooluse_1'): ConverseCommandOutput =>
  converseAnswer([{ toolUse: { toolUseId, name: 'submit_plan', input: input as never } }]);

const ytdChart = {
  kind: 'chart',
  title: 'AAPL year to date',
  data: { query: 'price_history', params: { tickers: ['AAPL'], range: { kind: 'year_to_date' } } },
};
const ytdPlan: Plan = [
  planItem('price_history', 'chart', 'AAPL year to date', {
    tickers: ['AAPL'],
    range: { kind: 'year_to_date' },
  }),
];
const brokenChart = {
  kind: 'chart',
  title: 'AAPL last days',
  data: { query: 'price_history', params: { tickers: ['AAPL'], range: { kind: 'last_days' } } },
};

beforeEach(() => {
  bedrock.reset();
});

describe('Bedrock planner', () => {
  it('uses a valid first answer, asked for with the plan tool forced and the caller in the system prompt', async () => {
    // Prepare
    bedrock.on(ConverseCommand).resolves(toolAnswer({ items: [ytdChart] }));
    const fallback = stubFallback();
    const planner = buildBedrockPlanner({ client, modelId: MODEL_ID, fallback });

    // Act
    const result = await planner('How has AAPL done this year?', context);

    // Assess
    expect(result).toEqual({
      plan: ytdPlan,
      debug: { planner: 'bedrock', notes: [] },
    });
    expect(fallback).not.toHaveBeenCalled();
    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.modelId).toBe(MODEL_ID);
    expect(input.messages).toEqual([{ role: 'user', content: [{ text: 'How has AAPL done this year?' }] }]);
    expect(input.toolConfig?.toolChoice).toEqual({ tool: { name: 'submit_plan' } });
    expect(input.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toMatchObject({
      type: 'object',
      required: ['items'],
    });
    expect(input.system?.[0]?.text).toContain('Today is Friday 2026-11-20 in New York.');
    expect(input.system?.[0]?.text).toContain('The caller holds: AAPL, MSFT.');
  });

  it('sends the validation errors back as an error tool result and uses the repaired plan', async () => {
    // Prepare
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(toolAnswer({ items: [brokenChart] }, 'tooluse_first'))
      .resolvesOnce(toolAnswer({ items: [ytdChart] }, 'tooluse_second'));
    const fallback = stubFallback();
    const planner = buildBedrockPlanner({ client, modelId: MODEL_ID, fallback });

    // Act
    const result = await planner('How has AAPL done lately?', context);

    // Assess
    expect(result.plan).toEqual(ytdPlan);
    expect(result.debug.planner).toBe('bedrock');
    expect(result.debug.notes.at(-1)).toBe('bedrock repaired its plan');
    expect(fallback).not.toHaveBeenCalled();
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(2);
    const [question, assistant, feedback] = calls[1]!.args[0].input.messages ?? [];
    expect(question).toEqual({ role: 'user', content: [{ text: 'How has AAPL done lately?' }] });
    expect(assistant).toEqual({
      role: 'assistant',
      content: [
        { toolUse: { toolUseId: 'tooluse_first', name: 'submit_plan', input: { items: [brokenChart] } } },
      ],
    });
    const toolResult = feedback?.content?.[0]?.toolResult;
    expect(feedback?.role).toBe('user');
    expect(toolResult).toMatchObject({ toolUseId: 'tooluse_first', status: 'error' });
    expect(toolResult?.content?.[0]?.text).toContain(
      'items.0.data.params.range.days: Invalid input: expected number, received undefined',
    );
  });

  it('asks again in words when the model answered text instead of calling the tool', async () => {
    // Prepare
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(converseAnswer([{ text: 'Here is a chart of AAPL.' }], 'end_turn'))
      .resolvesOnce(toolAnswer({ items: [ytdChart] }));
    const planner = buildBedrockPlanner({ client, modelId: MODEL_ID, fallback: stubFallback() });

    // Act
    const result = await planner('How has AAPL done this year?', context);

    // Assess
    expect(result.debug.planner).toBe('bedrock');
    const feedback = bedrock.commandCalls(ConverseCommand)[1]!.args[0].input.messages?.[2];
    expect(feedback?.content?.[0]?.text).toContain('no plan: call submit_plan');
  });

  it('falls back to the rule planner when the plan is invalid twice', async () => {
    // Prepare
    bedrock.on(ConverseCommand).resolves(toolAnswer({ items: [brokenChart] }));
    const fallback = stubFallback();
    const planner = buildBedrockPlanner({ client, modelId: MODEL_ID, fallback });

    // Act
    const result = await planner('How has AAPL done lately?', context);

    // Assess
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(fallback).toHaveBeenCalledWith('How has AAPL done lately?', context);
    expect(result.plan).toEqual(rulePlan);
    expect(result.debug.planner).toBe('rules');
    expect(result.debug.notes).toContain('bedrock answer invalid twice: fell back to the rule planner');
    expect(result.debug.notes.at(-1)).toBe('no rule matched');
  });

  it('falls back to the rule planner when Bedrock throttles', async () => {
    // Prepare
    bedrock
      .on(ConverseCommand)
      .rejects(new ThrottlingException({ message: 'Too many requests, please wait.', $metadata: {} }));
    const fallback = stubFallback();
    const planner = buildBedrockPlanner({ client, modelId: MODEL_ID, fallback });

    // Act
    const result = await planner('How has AAPL done this year?', context);

    // Assess
    expect(result.plan).toEqual(rulePlan);
    expect(result.debug).toEqual({
      planner: 'rules',
      notes: [
        'bedrock call failed (ThrottlingException: Too many requests, please wait.): fell back to the rule planner',
        'no rule matched',
      ],
    });
  });
});

describe('Bedrock prose writer', () => {
  it('returns the text of a Converse answer asked for without tools, with the data as JSON', async () => {
    // Prepare
    bedrock
      .on(ConverseCommand)
      .resolves(
        converseAnswer([{ text: 'AAPL closed at **$231.43**, down 1.1% on the day.\n' }], 'end_turn'),
      );
    const writer = buildBedrockProseWriter({ client, modelId: MODEL_ID });

    // Act
    const text = await writer({
      instruction: 'Summarise the quote',
      question: 'How is AAPL doing?',
      data: { price: 231.43, change_percent: -0.011 },
    });

    // Assess
    expect(text).toBe('AAPL closed at **$231.43**, down 1.1% on the day.');
    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.toolConfig).toBeUndefined();
    expect(input.system?.[0]?.text).toContain('Use only the facts and numbers in the JSON data');
    expect(input.messages?.[0]?.content?.[0]?.text).toContain('{"price":231.43,"change_percent":-0.011}');
  });
});
