import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type Message,
  type ToolConfiguration,
  type ToolInputSchema,
} from '@aws-sdk/client-bedrock-runtime';
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
 * Amazon Bedrock adapters of the planner and prose ports, over the Converse API so that any Bedrock model with
 * tool use serves (Claude, Nova, Mistral Large...). The plan comes back as the input of the one tool the model is
 * forced to call, which Bedrock checks against the JSON Schema of the plan before we validate it again with zod.
 */

export interface BedrockPlannerOptions {
  /** Created once per process by the composition root (region, retries). */
  readonly client: BedrockRuntimeClient;
  readonly modelId: string;
  /** The rule planner: answers when Bedrock cannot (throttled, down, or a plan invalid twice). */
  readonly fallback: Planner;
}

/** A plan of 8 items with parameters fits in far less; the cap bounds cost and latency of a runaway answer. */
const PLAN_MAX_TOKENS = 2_000;
const PROSE_MAX_TOKENS = 400;

const planToolConfig: ToolConfiguration = {
  tools: [
    {
      toolSpec: {
        name: PLAN_TOOL_NAME,
        description: PLAN_TOOL_DESCRIPTION,
        inputSchema: { json: planToolInputSchema as ToolInputSchema.JsonMember['json'] },
      },
    },
  ],
  toolChoice: { tool: { name: PLAN_TOOL_NAME } },
};

const toolUseOf = (content: readonly ContentBlock[]) =>
  content.find((block) => block.toolUse?.name === PLAN_TOOL_NAME)?.toolUse;

/** Plans with a Bedrock model; one conversation per question, so the repair round sees its own first answer. */
export const buildBedrockPlanner = ({ client, modelId, fallback }: BedrockPlannerOptions): Planner => {
  return (question, context) => {
    const system = [{ text: planningSystemPrompt(context) }];
    const messages: Message[] = [{ role: 'user', content: [{ text: question }] }];
    let lastAnswer: ContentBlock[] = [];

    const ask = async (repairIssues?: string): Promise<unknown> => {
      if (repairIssues !== undefined) {
        const toolUseId = toolUseOf(lastAnswer)?.toolUseId;
        const feedback = repairInstruction(repairIssues);
        messages.push(
          { role: 'assistant', content: lastAnswer },
          {
            role: 'user',
            content: toolUseId
              ? [{ toolResult: { toolUseId, status: 'error', content: [{ text: feedback }] } }]
              : [{ text: feedback }],
          },
        );
      }
      const response = await client.send(
        new ConverseCommand({
          modelId,
          system,
          messages: [...messages],
          toolConfig: planToolConfig,
          inferenceConfig: { maxTokens: PLAN_MAX_TOKENS, temperature: 0 },
        }),
      );
      lastAnswer = response.output?.message?.content ?? [];
      return toolUseOf(lastAnswer)?.input;
    };

    return planWithRepair({ planner: 'bedrock', ask, question, context, fallback });
  };
};

export interface BedrockProseWriterOptions {
  readonly client: BedrockRuntimeClient;
  readonly modelId: string;
}

/** Writes an `llm` item's prose with a Bedrock model; the caller traces its numbers before storing it. */
export const buildBedrockProseWriter = ({ client, modelId }: BedrockProseWriterOptions): ProseWriter => {
  return async (request) => {
    const response = await client.send(
      new ConverseCommand({
        modelId,
        system: [{ text: PROSE_SYSTEM_PROMPT }],
        messages: [{ role: 'user', content: [{ text: proseUserMessage(request) }] }],
        inferenceConfig: { maxTokens: PROSE_MAX_TOKENS, temperature: 0.2 },
      }),
    );
    const text = (response.output?.message?.content ?? [])
      .map((block) => block.text ?? '')
      .join('')
      .trim();
    if (!text)
      throw new Error(`Bedrock model ${modelId} answered no text (stop reason ${response.stopReason})`);
    return text;
  };
};
