/**
 * The chats and reports figures (`npm run bench -- chats`, and a section of the full run): POST-to-answered chat
 * turns on the local stack (bench/chats-latency.ts), the work of one daily and one weekly report measured with the
 * real job worker (bench/chats-report-work.ts), the schedule's fan-out over a 100,000-user audience
 * (bench/chats-fan-out.ts) and, from those, the AWS cost of reports on paper (bench/chats-cost.ts).
 * Measurements only: nothing here passes or fails on a time.
 */
import { AUDIENCE_SHARDS } from '../functions/src/reports/report-entities';
import { reportCost, reportCostMarkdown, type ReportCost } from './chats-cost';
import { FAN_OUT_USERS, measureFanOut, type FanOutResults } from './chats-fan-out';
import { chatBenchUser, measureChatLatency, type ChatLatencyResults } from './chats-latency';
import { measureReportWork, type ReportWork, type ReportWorkResults } from './chats-report-work';
import type { StackAccess } from './bench-stack';
import { sectionTimeLine, sectionTimer, writeSectionResults } from './section-results';
import { round3 } from './thetix-engine';

export interface ChatsResults {
  chats: ChatLatencyResults;
  reports: ReportWorkResults;
  fanOut: FanOutResults;
  cost: ReportCost;
  seconds: Record<string, number>;
}

/** Every chats and reports measurement, against the stack at `stack` (started by the caller, left running). */
export async function measureChats(stack: StackAccess): Promise<ChatsResults> {
  const { seconds, timed } = sectionTimer();
  const user = await timed('user', () => chatBenchUser(stack));
  const chats = await timed('chats', () => measureChatLatency(user));
  const reports = await timed('reports', () => measureReportWork(stack, user));
  const fanOut = await timed('fan-out', () => measureFanOut(stack.sqsUrl));
  return { chats, reports, fanOut, cost: reportCost(reports.reports, fanOut), seconds };
}

const count = (value: number) => value.toLocaleString('en-US');
const callList = (calls: Record<string, number>) =>
  Object.entries(calls)
    .map(([name, value]) => `${value} ${name.replace(/Command$/, '')}`)
    .join(', ');
const unitSplit = (units: Record<string, number>) =>
  Object.entries(units)
    .map(([where, value]) => `${where} ${round3(value)}`)
    .join(' / ');
const reportOf = (results: ChatsResults, type: ReportWork['type']) =>
  results.reports.reports.find((work) => work.type === type)!;

/** The headline figures, one row each: printed by `npm run bench -- chats` and heading the section. */
export function chatsSummary(results: ChatsResults): string[] {
  const { chats, fanOut, cost } = results;
  const endpoint = (name: keyof ChatLatencyResults['byEndpoint']) => {
    const value = chats.byEndpoint[name];
    return `${value.p50Ms} / ${value.p95Ms} ms, ${value.answered} of ${value.asks} answered`;
  };
  const report = (type: ReportWork['type']) => {
    const work = reportOf(results, type);
    return `${work.worker.ms} ms, ${work.request.writeUnits + work.worker.writeUnits} write units, ${round3(work.worker.readUnits)} read units, chat item ${(work.chatItemBytes / 1024).toFixed(1)} KB`;
  };
  const measured = fanOut.measured;
  return [
    '| measure | figure |',
    '| --- | --- |',
    `| POST /api/thetix-chats/process to answered (p50 / p95) | ${endpoint('process')} |`,
    `| POST /api/thetix-chats/process-dashboard to answered (p50 / p95) | ${endpoint('process-dashboard')} |`,
    `| one daily report job (worker ms, write units incl. request, read units) | ${report('daily')} |`,
    `| one weekly report job (same) | ${report('weekly')} |`,
    `| report fan-out, ${count(measured.users)} users (measured) | ${measured.seconds} s, ${count(measured.usersPerSecond)} users/s, ${count(measured.queued)} messages, ${count(measured.work.sqsCalls.SendMessageBatchCommand ?? 0)} SendMessageBatch |`,
    `| report fan-out, ${count(FAN_OUT_USERS)} users (extrapolated ×${FAN_OUT_USERS / Math.max(1, measured.users)}, not measured) | ${fanOut.extrapolated.seconds} s, ${count(fanOut.extrapolated.messages)} messages, ${count(fanOut.extrapolated.sendMessageBatchCalls)} SendMessageBatch |`,
    `| AWS per report, daily / weekly | $${cost.daily.total.toFixed(6)} / $${cost.weekly.total.toFixed(6)} |`,
    `| AWS per month, ${count(FAN_OUT_USERS)} users, daily + weekly reports | $${count(Math.round(cost.total))} (dominant: ${cost.dominant}) |`,
  ];
}

export function chatsMarkdown(results: ChatsResults): string[] {
  const { chats, reports, fanOut } = results;
  const measured = fanOut.measured;
  const sample = measured.users;
  const scale = FAN_OUT_USERS / Math.max(1, sample);
  return [
    '## Chats and reports',
    '',
    ...chatsSummary(results),
    '',
    '### Chats on the local stack: POST to the answered turn (GET /api/thetix-chats/{id} every 50 ms)',
    '',
    `- A fresh invited user with the example portfolio; one warm-up question first ("${chats.warmUp.query}", ${chats.warmUp.ms} ms, ${chats.warmUp.status}: it also makes the user's default chat collections). Then one question at a time; a follow-up is asked in its chat with \`chat_id\`. The chat job runs in the stack's jobs worker (long poll of 1 s), with the rule planner.`,
    '',
    '| endpoint | question | follow-up | 202 in ms | answered in ms | status | plan items | widgets | intents |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...chats.asked.map(
      (entry) =>
        `| ${entry.endpoint} | ${entry.query} | ${entry.followUp ? 'yes' : ''} | ${entry.acceptedMs} | ${entry.ms} | ${entry.status} | ${entry.planItems} | ${entry.widgets} | ${entry.intents.join(', ')} |`,
    ),
    '',
    '| endpoint | asked | answered | p50 ms | p95 ms | max ms | 202 p50 ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(chats.byEndpoint).map(
      ([name, value]) =>
        `| ${name} | ${value.asks} | ${value.answered} | ${value.p50Ms} | ${value.p95Ms} | ${value.maxMs} | ${value.acceptedP50Ms} |`,
    ),
    '',
    '- With so few asks the p95 is the slowest one (nearest-rank).',
    '',
    '### One report job, measured (real report processor and job worker in-process, capacity reported by DynamoDB Local)',
    '',
    '| report | period | plan items | widgets | worker ms | write units request + job (by table / index) | read units | calls (request; job) | chat item KB | e-mail KB | delivery |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...reports.reports.map(
      (work) =>
        `| ${work.type} | ${work.period} | ${work.planItems} | ${work.widgets} | ${work.worker.ms} | ${work.request.writeUnits} + ${work.worker.writeUnits} (${unitSplit(work.request.writeUnitsBy)}; ${unitSplit(work.worker.writeUnitsBy)}) | ${round3(work.worker.readUnits)} | ${callList(work.request.calls)}; ${callList(work.worker.calls)} | ${(work.chatItemBytes / 1024).toFixed(1)} | ${(work.emailBytes / 1024).toFixed(1)} | e-mail ${work.delivery.email}, push ${work.delivery.push.sent} sent |`,
    ),
    '',
    `- Per type, the median worker time of ${reports.runs.filter((run) => !run.warmUp && run.type === 'daily').length} reports after a warm-up one (as a reused Lambda container runs it), each for a past period of its own: ${reports.runs.map((run) => `${run.type} ${run.period} ${run.ms} ms${run.warmUp ? ' (warm-up)' : ''}`).join(', ')}. The user has e-mail and push on and one browser registered; the e-mail is rendered for real and counted instead of sent, the push service answers at once (the network waits are not in the worker time). Worker time is against DynamoDB Local on this machine.`,
    '',
    `### Report fan-out over the audience (a table of its own, DynamoDB Local in memory; sends to a throwaway fauxqs queue)`,
    '',
    `- Audience of ${count(sample)} users loaded with BatchWriteItem (25 per call, 8 in flight): ${fanOut.load.seconds} s, ${count(fanOut.load.itemsPerSecond)} items/s, ${fanOut.load.writeUnits} write units (one per registration). Users per shard (\`audienceShard\`): ${fanOut.shards.join(', ')}.`,
    `- Measured: \`buildReportRequests(...).fanOut('daily', '${fanOut.period}', logger)\` with the real \`batchSender\` over ${count(sample)} users: ${measured.seconds} s (${measured.sendSeconds} s of it waiting for SendMessageBatch, the rest Queries and the conditional puts), ${count(measured.usersPerSecond)} users/s; ${count(measured.queued)} queued, ${count(measured.messagesInQueue)} messages in the queue afterwards; work: ${callList({ ...measured.work.calls, ...measured.work.sqsCalls })}, ${round3(measured.work.readUnits)} read units, ${measured.work.writeUnits} write units (${unitSplit(measured.work.writeUnitsBy)}).`,
    `- Extrapolated to ${count(FAN_OUT_USERS)} users (×${scale}, not measured; the fan-out is linear in users: one conditional put per user, one SendMessageBatch per 10, and each shard's ~${count(Math.round(FAN_OUT_USERS / AUDIENCE_SHARDS))} audience items take about two 1 MB Query pages instead of one): ${fanOut.extrapolated.seconds} s here, ${count(fanOut.extrapolated.messages)} messages in ${count(fanOut.extrapolated.sendMessageBatchCalls)} SendMessageBatch calls, ${count(Math.round(measured.work.writeUnits * scale))} write units.`,
    `- The fan-out runs in two stages: the schedule puts one job per audience shard (${AUDIENCE_SHARDS}), and each shard's job requests its users' reports on a jobs worker (120 s timeout). Run one after the other here, the slowest shard took ${measured.slowestShardSeconds} s (${fanOut.extrapolated.slowestShardSeconds} s extrapolated to ${count(FAN_OUT_USERS)} users); in AWS the shards run on parallel workers.`,
    '',
    ...reportCostMarkdown(results.cost, fanOut),
    '',
    sectionTimeLine(results.seconds),
    '',
  ];
}

/**
 * bench/results/<time>-chats.json and bench/results/chats-latest.md, as the Thetix section keeps its own; answers
 * the compact summary for the terminal.
 */
export function writeChatsResults(folder: string, measuredAt: string, chats: ChatsResults): string {
  return writeSectionResults({
    folder,
    measuredAt,
    section: 'chats',
    title: 'Chats and reports benchmark',
    results: chats,
    markdown: chatsMarkdown(chats),
    summary: chatsSummary(chats),
  });
}
