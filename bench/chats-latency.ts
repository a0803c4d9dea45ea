/**
 * Ask Thetix chats through a running local stack: the time from POST /api/thetix-chats/process (and
 * process-dashboard) to the answered turn as the SPA sees it, polling GET /api/thetix-chats/{id} every 50 ms until
 * `job_status` is null and the last turn has a `response`. The chat job runs in the stack's own jobs worker, so the
 * time includes the worker's SQS receive (long poll of 1 s) as well as planning and materializing.
 */
import type { Chat } from '@thetix/shared/contracts/chats';
import { benchUser, type BenchUser, type StackAccess } from './bench-stack';
import { percentile, round3 } from './thetix-engine';

/**
 * The timed questions, in order. `follows` names the earlier question whose chat the question is asked in (with
 * its `chat_id`), as the SPA's follow-up box does.
 */
export const CHAT_QUESTIONS: readonly { query: string; follows?: string }[] = [
  { query: 'What are my best covered calls this week?' },
  { query: 'only monthly ones', follows: 'What are my best covered calls this week?' },
  { query: 'price of AAPL' },
  { query: 'and MSFT?', follows: 'price of AAPL' },
  { query: 'chart msft vs googl year to date' },
  { query: 'How much option income did I make this year?' },
  { query: 'Which calls expire this week?' },
  { query: 'Show my positions' },
  { query: 'Upcoming earnings on my holdings' },
  { query: 'What is delta?' },
];
export const DASHBOARD_QUESTION = 'What should I do today?';
const DASHBOARD_ASKS = 5;
/** Asked once before the timed ones: a fresh user's first question also makes the default chat collections. */
const WARM_UP_QUESTION = 'price of AAPL';
const POLL_MS = 50;
const ANSWER_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh bench user (bench/bench-stack.ts) for the chats section. */
export const chatBenchUser = (stack: StackAccess) => benchUser(stack, 'chats-bench');
export type ChatBenchUser = BenchUser;

const answered = (chat: Chat) => chat.job_status === null && (chat.content.at(-1)?.response ?? null) !== null;

async function untilAnswered(user: ChatBenchUser, id: string): Promise<Chat> {
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  for (;;) {
    const chat = (await user.call(`/api/thetix-chats/${id}`)) as Chat;
    if (answered(chat) || chat.job_status === 'failed' || chat.job_status === 'cancelled') return chat;
    if (Date.now() > deadline) return chat;
    await sleep(POLL_MS);
  }
}

export interface AskedChat {
  endpoint: 'process' | 'process-dashboard';
  query: string;
  followUp: boolean;
  /** POST to its 202. */
  acceptedMs: number;
  /** POST to the answered turn seen by GET. */
  ms: number;
  status: string;
  widgets: number;
  planItems: number;
  intents: string[];
}

export interface ChatLatency {
  asks: number;
  answered: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  acceptedP50Ms: number;
}

export interface ChatLatencyResults {
  warmUp: { query: string; ms: number; status: string };
  asked: AskedChat[];
  byEndpoint: Record<AskedChat['endpoint'], ChatLatency>;
}

/** One question, timed from the POST to the answered turn. */
async function ask(
  user: ChatBenchUser,
  endpoint: AskedChat['endpoint'],
  query: string,
  chatId?: string,
): Promise<{ asked: AskedChat; chat: Chat }> {
  const started = performance.now();
  const { saved_chat: saved } = (await user.call(`/api/thetix-chats/${endpoint}`, 'POST', {
    query,
    ...(chatId ? { chat_id: chatId } : {}),
  })) as { saved_chat: Chat };
  const acceptedMs = performance.now() - started;
  const chat = await untilAnswered(user, saved.id);
  const ms = performance.now() - started;
  const last = chat.content.at(-1);
  const intents = (last?.debug_info as { intents?: string[] } | null)?.intents ?? [];
  return {
    chat,
    asked: {
      endpoint,
      query,
      followUp: chatId !== undefined,
      acceptedMs: round3(acceptedMs),
      ms: round3(ms),
      status: answered(chat) ? 'answered' : (chat.job_status ?? 'no response'),
      widgets: last?.response?.length ?? 0,
      planItems: last?.dsl_template?.length ?? 0,
      intents,
    },
  };
}

const latencyOf = (asked: readonly AskedChat[]): ChatLatency => {
  const done = asked.filter((entry) => entry.status === 'answered');
  const times = done.map((entry) => entry.ms).sort((a, b) => a - b);
  const accepted = asked.map((entry) => entry.acceptedMs).sort((a, b) => a - b);
  return {
    asks: asked.length,
    answered: done.length,
    p50Ms: round3(percentile(times, 50)),
    p95Ms: round3(percentile(times, 95)),
    maxMs: round3(times.at(-1) ?? 0),
    acceptedP50Ms: round3(percentile(accepted, 50)),
  };
};

/** {@link CHAT_QUESTIONS} through process and {@link DASHBOARD_ASKS} dashboard plans, one at a time. */
export async function measureChatLatency(user: ChatBenchUser): Promise<ChatLatencyResults> {
  const warm = await ask(user, 'process', WARM_UP_QUESTION);
  const chats = new Map<string, string>();
  const asked: AskedChat[] = [];
  for (const question of CHAT_QUESTIONS) {
    const chatId = question.follows ? chats.get(question.follows) : undefined;
    if (question.follows && !chatId) throw new Error(`"${question.query}" follows a question not asked`);
    const { asked: entry, chat } = await ask(user, 'process', question.query, chatId);
    chats.set(question.query, chat.id);
    asked.push(entry);
  }
  for (let index = 0; index < DASHBOARD_ASKS; index += 1)
    asked.push((await ask(user, 'process-dashboard', DASHBOARD_QUESTION)).asked);
  return {
    warmUp: { query: WARM_UP_QUESTION, ms: warm.asked.ms, status: warm.asked.status },
    asked,
    byEndpoint: {
      process: latencyOf(asked.filter((entry) => entry.endpoint === 'process')),
      'process-dashboard': latencyOf(asked.filter((entry) => entry.endpoint === 'process-dashboard')),
    },
  };
}
