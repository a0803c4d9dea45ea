import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { planItem, type Plan } from '@thetix/shared/thetix/plan';
import { buildOpenAiPlanner, buildOpenAiProseWriter } from './openai-planner';
import type { Planner, PlanningContext } from './planner-port';

interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: {
    model: string;
    messages: Record<string, unknown>[];
    tools?: { type: string; function: { name: string; parameters: Record<string, unknown> } }[];
    tool_choice?: unknown;
  };
}

interface ScriptedResponse {
  readonly status?: number;
  readonly body: unknown;
  /** Holds the answer back, to let a client timeout fire first. */
  readonly delayMs?: number;
}

/**
 * A chat-completions server on loopback: records every request and answers the scripted responses in order, so
 * the adapter's real `fetch`, headers, timeouts and JSON handling are exercised.
 */
const requests: RecordedRequest[] = [];
let script: ScriptedResponse[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
      });
      const next = script.shift() ?? { status: 500, body: { error: { message: 'no scripted response' } } };
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
        response.end(typeof next.body === 'string' ? next.body : JSON.stringify(next.body));
      };
      if (next.delayMs) setTimeout(answer, next.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  requests.length = 0;
  script = [];
});

const context: PlanningContext = {
  now: new Date('2026-11-20T15:00:00Z'),
  heldTickers: ['AAPL'],
  history: [
    {
      question: 'What is AAPL trading at?',
      plan: [planItem('quote', 'price', 'Apple', { tickers: ['AAPL'] })],
    },
  ],
};

const rulePlan: Plan = [planItem('notice', 'message', 'Not yet', { code: 'cannot_answer' })];

/** Stands in for the rule planner, written elsewhere: a fixed plan, so a fallback is easy to see. */
const stubFallback = () =>
  vi.fn<Planner>(async () => ({ plan: rulePlan, debug: { planner: 'rules', notes: [] } }));

const quoteItem = {
  kind: 'price',
  title: 'Microsoft',
  data: { query: 'quote', params: { tickers: ['MSFT'] } },
};
const quotePlan: Plan = [planItem('quote', 'price', 'Microsoft', { tickers: ['MSFT'] })];
const wrongKindItem = { ...quoteItem, kind: 'chart' };

/** A chat completion as Ollama's OpenAI-compatible endpoint returns it. */
const completion = (message: Record<string, unknown>) => ({
  id: 'chatcmpl-491',
  object: 'chat.completion',
  created: 1_795_000_000,
  model: 'qwen2.5:7b',
  choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'tool_calls' }],
  usage: { prompt_tokens: 2950, completion_tokens: 61, total_tokens: 3011 },
});

const toolCallAnswer = (plan: unknown, id = 'call_k2x9') =>
  completion({
    content: '',
    tool_calls: [
      { id, type: 'function', function: { name: 'submit_plan', arguments: JSON.stringify(plan) } },
    ],
  });

describe('OpenAI-compatible planner against a loopback server', () => {
  it('posts the forced plan tool with the caller context and uses a valid tool call', async () => {
    // Prepare
    script = [{ body: toolCallAnswer({ items: [quoteItem] }) }];
    const fallback = stubFallback();
    const planner = buildOpenAiPlanner({ baseUrl, model: 'qwen2.5:7b', fallback });

    // Act
    const result = await planner('And for MSFT?', context);

    // Assess
    expect(result).toEqual({ plan: quotePlan, debug: { planner: 'openai', notes: [] } });
    expect(fallback).not.toHaveBeenCalled();
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body.model).toBe('qwen2.5:7b');
    expect(request!.body.tool_choice).toBe('required');
    expect(request!.body.tools).toHaveLength(1);
    expect(request!.body.tools![0]!.function).toMatchObject({
      name: 'submit_plan',
      parameters: { type: 'object', required: ['items'] },
    });
    expect(request!.body.messages[1]).toEqual({ role: 'user', content: 'And for MSFT?' });
    const system = String(request!.body.messages[0]!.content);
    expect(system).toContain('Question: "What is AAPL trading at?"');
    expect(system).toContain('Today is Friday 2026-11-20 in New York.');
  });

  it('reads a plan the server answered as fenced JSON in the content, after its thinking', async () => {
    // Prepare
    const content = `<think>The user wants MSFT.</think>\n\`\`\`json\n${JSON.stringify({ items: [quoteItem] })}\n\`\`\``;
    script = [{ body: completion({ content }) }];
    const planner = buildOpenAiPlanner({ baseUrl, model: 'llama3.1:8b', fallback: stubFallback() });

    // Act
    const result = await planner('And for MSFT?', context);

    // Assess
    expect(result).toEqual({ plan: quotePlan, debug: { planner: 'openai', notes: [] } });
  });

  it('reads a tool call written out in the content', async () => {
    // Prepare
    const content = JSON.stringify({ name: 'submit_plan', arguments: { items: [quoteItem] } });
    script = [{ body: completion({ content }) }];
    const planner = buildOpenAiPlanner({ baseUrl, model: 'llama3.1:8b', fallback: stubFallback() });

    // Act
    const result = await planner('And for MSFT?', context);

    // Assess
    expect(result.plan).toEqual(quotePlan);
  });

  it('answers the invalid tool call with a tool message carrying the errors, and uses the repaired plan', async () => {
    // Prepare
    script = [
      { body: toolCallAnswer({ items: [wrongKindItem] }, 'call_first') },
      { body: toolCallAnswer({ items: [quoteItem] }, 'call_second') },
    ];
    const fallback = stubFallback();
    const planner = buildOpenAiPlanner({ baseUrl, model: 'qwen2.5:7b', fallback });

    // Act
    const result = await planner('And for MSFT?', context);

    // Assess
    expect(result.plan).toEqual(quotePlan);
    expect(result.debug.planner).toBe('openai');
    expect(fallback).not.toHaveBeenCalled();
    expect(requests).toHaveLength(2);
    const repairTurns = requests[1]!.body.messages.slice(2);
    expect(repairTurns[0]).toEqual({
      role: 'assistant',
      content: '',
      tool_calls: [
        {
          id: 'call_first',
          type: 'function',
          function: { name: 'submit_plan', arguments: JSON.stringify({ items: [wrongKindItem] }) },
        },
      ],
    });
    expect(repairTurns[1]).toMatchObject({ role: 'tool', tool_call_id: 'call_first' });
    expect(repairTurns[1]!.content).toContain('items.0.kind: quote can become price or table, not chart');
  });

  it('falls back to the rule planner on an HTTP 500', async () => {
    // Prepare
    script = [{ status: 500, body: { error: { message: 'model failed to load' } } }];
    const fallback = stubFallback();
    const planner = buildOpenAiPlanner({ baseUrl, model: 'qwen2.5:7b', fallback });

    // Act
    const result = await planner('And for MSFT?', context);

    // Assess
    expect(fallback).toHaveBeenCalledWith('And for MSFT?', context);
    expect(result).toEqual({
      plan: rulePlan,
      debug: {
        planner: 'rules',
        notes: [
          'openai call failed (HTTP 500: {"error":{"message":"model failed to load"}}): fell back to the rule planner',
        ],
      },
    });
  });

  it('falls back to the rule planner when the server is slower than the timeout', async () => {
    // Prepare
    script = [{ body: toolCallAnswer({ items: [quoteItem] }), delayMs: 500 }];
    const planner = buildOpenAiPlanner({
      baseUrl,
      model: 'qwen2.5:7b',
      timeoutMs: 50,
      fallback: stubFallback(),
    });

    // Act
    const result = await planner('And for MSFT?', context);

    // Assess
    expect(result.plan).toEqual(rulePlan);
    expect(result.debug.notes[0]).toMatch(
      /^openai call failed \(TimeoutError: .*\): fell back to the rule planner$/,
    );
  });

  it('sends the API key as a bearer token when one is set', async () => {
    // Prepare
    script = [{ body: toolCallAnswer({ items: [quoteItem] }) }];
    const planner = buildOpenAiPlanner({
      baseUrl: `${baseUrl}/`,
      model: 'gpt-4o-mini',
      apiKey: 'sk-test-123',
      fallback: stubFallback(),
    });

    // Act
    await planner('And for MSFT?', context);

    // Assess
    expect(requests[0]!.url).toBe('/v1/chat/completions');
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test-123');
  });
});

describe('OpenAI-compatible prose writer against a loopback server', () => {
  it('returns the content without thinking, asked for without tools', async () => {
    // Prepare
    script = [
      { body: completion({ content: '<think>Keep it short.</think>\nMSFT trades at **$512.30**.' }) },
    ];
    const writer = buildOpenAiProseWriter({ baseUrl, model: 'qwen3:8b' });

    // Act
    const text = await writer({
      instruction: 'Summarise',
      question: 'And for MSFT?',
      data: { price: 512.3 },
    });

    // Assess
    expect(text).toBe('MSFT trades at **$512.30**.');
    expect(requests[0]!.body.tools).toBeUndefined();
    expect(requests[0]!.body.messages[1]!.content).toContain('{"price":512.3}');
  });
});
