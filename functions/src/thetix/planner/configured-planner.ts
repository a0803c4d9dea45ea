import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { Config } from '../../config';
import { buildBedrockPlanner, buildBedrockProseWriter } from './bedrock-planner';
import { buildOpenAiPlanner, buildOpenAiProseWriter } from './openai-planner';
import type { Planner, ProseWriter } from './planner-port';
import { buildRulePlanner } from './rule-planner';

export interface ConfiguredPlanning {
  readonly planner: Planner;
  /** Present only with a language model: `llm` items are then written by it (and number-checked). */
  readonly prose?: ProseWriter;
}

/**
 * The planner the configuration names (THETIX_PLANNER): the offline rule planner by default; Amazon Bedrock or an
 * OpenAI-compatible server when configured, each falling back to the rule planner when its answer stays invalid.
 */
export function configuredPlanning(config: Config): ConfiguredPlanning {
  const rules = buildRulePlanner();
  switch (config.THETIX_PLANNER) {
    case 'rules':
      return { planner: rules };
    case 'bedrock': {
      const client = new BedrockRuntimeClient({ region: config.AWS_REGION });
      const modelId = config.BEDROCK_MODEL_ID!;
      return {
        planner: buildBedrockPlanner({ client, modelId, fallback: rules }),
        prose: buildBedrockProseWriter({ client, modelId }),
      };
    }
    case 'openai': {
      const options = {
        baseUrl: config.OPENAI_BASE_URL!,
        model: config.OPENAI_MODEL!,
        apiKey: config.OPENAI_API_KEY,
      };
      return {
        planner: buildOpenAiPlanner({ ...options, fallback: rules }),
        prose: buildOpenAiProseWriter(options),
      };
    }
  }
}
