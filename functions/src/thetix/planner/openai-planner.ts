import * as z from 'zod';
import {
  PLAN_TOOL_DESCRIPTION,
  PLAN_TOOL_NAME,
  PROSE_SYSTEM_PROMPT,
  planToolInputSchema,
  planWithRepair,
  planningSystemPrompt,
  proseUserMessage,
  repairInstruction,
} from './model-planning';
import type { Planner, ProseWriter } from './planner-port';

/**
 * Adapters of the planner and prose ports for any OpenAI-compatible chat-completions server the user runs
 * (Ollama, llama.cpp server, vLLM, or OpenAI itself). Local servers differ in how faithfully they follow the API:
 * some answer a tool call in `content` instead of `tool_calls`, some wrap it in a Markdown fence or prefix it with
 * `<think>` reasoning. This adapter reads all of those; whatever it reads is still validated by `planSchema`.
 */

export interface OpenAiPlannerOptions {
  /** Up to, not including, `/chat/completions`: `http://127.0.0.1:11434/v1` for Ollama. */
  readonly baseUrl: string;
  readonly model: string;
  /** Sent as a bearer token when set; local servers usually need none. */
  readonly apiKey?: string;
  /** Injected by tests; the global `fetch` otherwise. */
  readonly fetch?: typeof fetch;
  /** A planning or prose call taking longer fails (and the planner falls back) rather than holding a job. */
  readonly timeoutMs?: number;
  /** The rule planner: answers when the server cannot (down, slow, or a plan invalid twice). */
  readonly fallback: Planner;
}

export type OpenAiProseWriterOptions = Omit<OpenAiPlannerOptions, 'fallback'>;

const DEFAULT_TIMEOUT_MS = 20_000;
const PLAN_MAX_TOKENS = 2_000;
const PROSE_MAX_TOKENS = 400;

const toolCallSchema = z.object({
  id: z.string().optional(),
  function: z.object({ name: z.string().optional(), arguments: z.unknown() }),
});
type ToolCall = z.infer<typeof toolCallSchema>;

/** The part of a chat-completions answer we read; servers add fields of their own, which are ignored. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(toolCallSchema).nullish(),
        }),
      }),
    )
    .min(1),
});
type AssistantMessage = z.infer<typeof completionSchema>['choices'][number]['message'];

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

/**
 * `tool_choice: 'required'` with a single tool forces that tool, like the named form, and is the form llama.cpp
 * honours (it constrains decoding with a grammar; it reads a named choice as 'auto'). vLLM and OpenAI accept both.
 */
const planTools = {
  tools: [
    {
      type: 'function',
      function: { name: PLAN_TOOL_NAME, description: PLAN_TOOL_DESCRIPTION, parameters: planToolInputSchema },
    },
  ],
  tool_choice: 'required',
};

const completionsUrl = (baseUrl: string): string => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/** One chat-completions call; rejects on a transport error, a timeout, a non-2xx status or an unreadable body. */
const buildComplete = ({
  baseUrl,
  model,
  apiKey,
  fetch: fetchImpl = fetch,
  timeoutMs,
}: OpenAiProseWriterOptions) => {
  const url = completionsUrl(baseUrl);
  return async (body: Record<string, unknown>): Promise<AssistantMessage> => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({ model, temperature: 0, ...body }),
      signal: AbortSignal.timeout(timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`answer is not JSON: ${text.slice(0, 200)}`);
    }
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) throw new Error(`answer is not a chat completion: ${text.slice(0, 200)}`);
    return parsed.data.choices[0]!.message;
  };
};

/** Reasoning models served locally (DeepSeek R1, Qwen 3) put their thinking in the content before the answer. */
const withoutThinking = (content: string): string => content.replace(/<think>[\s\S]*?<\/think>/g, '').trim();

/**
 * A plan answered in `content`: bare JSON, fenced JSON, or a tool call written out as
 * `{ "name": "submit_plan", "arguments": {...} }`. Text that holds no JSON gives `undefined` (no plan).
 */
const planInContent = (content: string): unknown => {
  const text = withoutThinking(content);
  const body = /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1] ?? text;
  const start = body.search(/[[{]/);
  const end = Math.max(body.lastIndexOf('}'), body.lastIndexOf(']'));
  if (start < 0 || end < start) return undefined;
  const candidate = body.slice(start, end + 1);
  let value: unknown;
  try {
    value = JSON.parse(candidate);
  } catch {
    return candidate;
  }
  if (value !== null && typeof value === 'object' && 'name' in value && value.name === PLAN_TOOL_NAME)
    return 'arguments' in value ? value.arguments : 'parameters' in value ? value.parameters : value;
  return value;
};

const planCall = (message: AssistantMessage): ToolCall | undefined =>
  message.tool_calls?.find(
    (call) => call.function.name === undefined || call.function.name === PLAN_TOOL_NAME,
  );

/**
 * The answer as the assistant turn, then the feedback: as the result of its tool call when it made one (the API
 * requires every tool call to be answered by a `tool` message), else as a user message.
 */
const repairMessages = (answer: AssistantMessage, feedback: string): ChatMessage[] => {
  const call = planCall(answer);
  if (!call)
    return [
      { role: 'assistant', content: answer.content ?? '' },
      { role: 'user', content: feedback },
    ];
  const id = call.id ?? `call_${PLAN_TOOL_NAME}`;
  const args = call.function.arguments;
  return [
    {
      role: 'assistant',
      content: answer.content ?? null,
      tool_calls: [
        {
          id,
          type: 'function',
          function: {
            name: PLAN_TOOL_NAME,
            arguments: typeof args === 'string' ? args : JSON.stringify(args),
          },
        },
      ],
    },
    { role: 'tool', tool_call_id: id, content: feedback },
  ];
};

/** Plans with an OpenAI-compatible server; one conversation per question, so the repair sees its first answer. */
export const buildOpenAiPlanner = ({ fallback, ...options }: OpenAiPlannerOptions): Planner => {
  const complete = buildComplete(options);
  return (question, context) => {
    const messages: ChatMessage[] = [
      { role: 'system', content: planningSystemPrompt(context) },
      { role: 'user', content: question },
    ];
    let lastAnswer: AssistantMessage = {};

    const ask = async (repairIssues?: string): Promise<unknown> => {
      if (repairIssues !== undefined)
        messages.push(...repairMessages(lastAnswer, repairInstruction(repairIssues)));
      lastAnswer = await complete({ messages: [...messages], max_tokens: PLAN_MAX_TOKENS, ...planTools });
      const call = planCall(lastAnswer);
      if (call) return call.function.arguments;
      return lastAnswer.content ? planInContent(lastAnswer.content) : undefined;
    };

    return planWithRepair({ planner: 'openai', ask, question, context, fallback });
  };
};

/** Writes an `llm` item's prose with an OpenAI-compatible server; the caller traces its numbers before storing it. */
export const buildOpenAiProseWriter = (options: OpenAiProseWriterOptions): ProseWriter => {
  const complete = buildComplete(options);
  return async (request) => {
    const message = await complete({
      messages: [
        { role: 'system', content: PROSE_SYSTEM_PROMPT },
        { role: 'user', content: proseUserMessage(request) },
      ],
      max_tokens: PROSE_MAX_TOKENS,
      temperature: 0.2,
    });
    const text = withoutThinking(message.content ?? '');
    if (!text) throw new Error(`model ${options.model} answered no text`);
    return text;
  };
};
