import type { Plan } from '@thetix/shared/thetix/plan';

/** An earlier turn of a chat: what was asked and the plan it became, so a follow-up can lean on it. */
export interface PlanningTurn {
  readonly question: string;
  readonly plan: Plan;
}

/** What a planner may know besides the question. It never sees another user's data. */
export interface PlanningContext {
  readonly now: Date;
  /** Tickers the caller holds (shares or open contracts), upper case: "my holdings" means these. */
  readonly heldTickers: readonly string[];
  /** Earlier turns of the same chat, oldest first; empty for a card. */
  readonly history: readonly PlanningTurn[];
  /**
   * The asker's own instructions for this question (`custom_prompt` of a chat turn): a language-model planner reads
   * them under its rules; the rule planner, which reads only the question, leaves them aside.
   */
  readonly instructions?: string;
}

/** Which adapter planned, and what happened on the way (repairs, fallbacks): shown in the debug tab. */
export interface PlanningDebug {
  readonly planner: 'rules' | 'bedrock' | 'openai';
  readonly notes: readonly string[];
  /** The rule planner's intents that matched, in order. */
  readonly intents?: readonly string[];
}

export interface PlanResult {
  readonly plan: Plan;
  readonly debug: PlanningDebug;
}

/**
 * The planner port: a plain-language question becomes a plan of the shared plan language
 * (shared/src/thetix/plan.ts). Every adapter answers a plan that `planSchema` accepts; a question it cannot map
 * becomes a `notice` item, never invented data.
 */
export type Planner = (question: string, context: PlanningContext) => Promise<PlanResult>;

/** Prose a language model writes over materialized data only (an `llm` plan item with a model configured). */
export interface ProseRequest {
  /** The plan item's instruction, e.g. "Summarise which of these calls pays the most". */
  readonly instruction: string;
  /** The user's question, for tone and focus. */
  readonly question: string;
  /** The materialized widgets the item refers to: the only facts the model may use. */
  readonly data: unknown;
}

/**
 * Writes prose with a language model. The caller checks every number of the answer against `data`
 * (shared/src/thetix/traceability.ts) before anything is stored.
 */
export type ProseWriter = (request: ProseRequest) => Promise<string>;
