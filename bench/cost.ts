/**
 * `npm run bench -- cost` (issue 33 item 4): the monthly AWS bill of 100,000 active users by component, and per
 * active user, for two cases of the cards they keep: the four example cards every user is given, and four cards on
 * the assumed cadence mix (bench/thetix-dispatch.ts `CADENCE_MIX`). Both cases add the daily and weekly reports of
 * the chats section. Every unit comes from a measurement on a stack of its own: one scheduled refresh of each card
 * with the real dispatcher and job worker (capacity reported by DynamoDB Local per table and index), the dispatcher
 * over 100,000 cards, one daily and one weekly report and the reports' fan-out; the prices and the paper model are
 * bench/thetix-cost.ts and bench/chats-cost.ts. The target: at most $0.05 per active user a month.
 */
import { reportCost, type ReportCost } from './chats-cost';
import { measureFanOut } from './chats-fan-out';
import { chatBenchUser } from './chats-latency';
import { measureReportWork } from './chats-report-work';
import type { StackAccess } from './bench-stack';
import { sectionTimeLine, sectionTimer, writeSectionResults } from './section-results';
import { measureCardLatency, measureRefreshWork, type RefreshWork } from './thetix-cards';
import { ASSUMPTIONS, costMarkdown, PRICES, thetixCost, type ScenarioCost } from './thetix-cost';
import { CADENCE_MIX, measureDispatch, type DispatchResults } from './thetix-dispatch';

/** The target of issue 33 item 4. */
export const TARGET_PER_USER = 0.05;

export interface CostCase {
  name: string;
  /** USD a month for {@link ASSUMPTIONS.users} users, by component (cards and reports added up). */
  monthly: Record<string, number>;
  total: number;
  perUser: number;
  cards: ScenarioCost;
}

export interface CostResults {
  users: number;
  refresh: RefreshWork[];
  dispatch: DispatchResults;
  reports: ReportCost;
  cases: CostCase[];
  seconds: Record<string, number>;
}

const combine = (cards: ScenarioCost, reports: ReportCost): CostCase => {
  const monthly: Record<string, number> = {};
  for (const [component, value] of Object.entries(cards.monthly)) monthly[`cards: ${component}`] = value;
  for (const [component, value] of Object.entries(reports.monthly)) monthly[`reports: ${component}`] = value;
  const total = cards.total + reports.total;
  return { name: cards.name, monthly, total, perUser: total / ASSUMPTIONS.users, cards };
};

/** Every measurement the bill needs, against the stack at `stack` (started by the caller, left running). */
export async function measureCost(stack: StackAccess): Promise<CostResults> {
  const { seconds, timed } = sectionTimer();
  const latency = await timed('cards', () => measureCardLatency(stack));
  if (latency.refreshCards.length === 0)
    throw new Error(
      `No card completed, so no refresh can be measured: ${JSON.stringify(latency.results.cards.map((card) => card.status))}`,
    );
  const refresh = await timed('refresh', () =>
    measureRefreshWork(stack, latency.refreshCards, latency.user.userId),
  );
  const dispatch = await timed('dispatch', () => measureDispatch(stack.sqsUrl));
  const reportUser = await chatBenchUser(stack);
  const reportWork = await timed('reports', () => measureReportWork(stack, reportUser));
  const fanOut = await timed('fan-out', () => measureFanOut(stack.sqsUrl));
  const reports = reportCost(reportWork.reports, fanOut);
  const cases = thetixCost(refresh, dispatch).map((scenario) => combine(scenario, reports));
  return { users: ASSUMPTIONS.users, refresh, dispatch, reports, cases, seconds };
}

const dollars = (value: number) =>
  value >= 100 ? `$${Math.round(value).toLocaleString('en-US')}` : `$${value.toFixed(2)}`;
const perUser = (value: number) => `$${value.toFixed(4)}`;
const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const units = (by: Record<string, number>) =>
  ['table', 'lookup', 'due'].map((key) => by[key] ?? 0).join(' / ');

/** The headline: each case's total and per active user against the target. */
export function costSummary(results: CostResults): string[] {
  return [
    `| ${results.users.toLocaleString('en-US')} active users, a month | total | per active user | target $${TARGET_PER_USER.toFixed(2)} |`,
    '| --- | --- | --- | --- |',
    ...results.cases.map(
      (entry) =>
        `| ${entry.name} (+ daily and weekly reports) | ${dollars(entry.total)} | ${perUser(entry.perUser)} | ${entry.perUser <= TARGET_PER_USER ? 'met' : 'not met'} |`,
    ),
  ];
}

export function costResultsMarkdown(results: CostResults): string[] {
  const components = Object.keys(results.cases[0]?.monthly ?? {});
  return [
    '## Cost: 100,000 active users a month, by component',
    '',
    ...costSummary(results),
    '',
    `| monthly, USD | ${results.cases.map((entry) => entry.name).join(' | ')} |`,
    `| --- | ${results.cases.map(() => '---').join(' | ')} |`,
    ...components.map(
      (component) =>
        `| ${component} | ${results.cases.map((entry) => dollars(entry.monthly[component] ?? 0)).join(' | ')} |`,
    ),
    `| **total** | ${results.cases.map((entry) => `**${dollars(entry.total)}**`).join(' | ')} |`,
    `| **per active user** | ${results.cases.map((entry) => `**${perUser(entry.perUser)}**`).join(' | ')} |`,
    '',
    `- Cadence mix of the mixed case (share of cards): ${CADENCE_MIX.map((entry) => `${entry.seconds} s ${Math.round(entry.share * 100)} %`).join(', ')}; the example cards are ${results.cases[0]?.cards.description ?? ''}.`,
    `- An active user keeps the four cards of the case, refreshed on their cadences round the clock (the grid of card-job.ts \`nextSlot\` does not stop when the market closes), and is registered for the daily and weekly reports with e-mail and push on (the upper bound). Prices: DynamoDB on-demand $${PRICES.dynamoWritePerMillion} per million write units (bench/thetix-cost.ts has every price). Free tiers left out.`,
    '',
    '### One scheduled refresh of each card, measured (dispatcher + job worker with its lease, as in Lambda)',
    '',
    '| card | cadence s | card item KB | result item KB (gzipped) | index entries KB (lookup + due) | write units table / lookup / due (measured) | read units | calls (dispatcher; worker) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.refresh.map((work) => {
      const writeBy: Record<string, number> = {};
      for (const reading of [work.dispatcher, work.worker])
        for (const [key, value] of Object.entries(reading.writeUnitsBy))
          writeBy[key] = (writeBy[key] ?? 0) + value;
      const calls = (by: Record<string, number>) =>
        Object.entries(by)
          .map(([name, count]) => `${count} ${name.replace(/Command$/, '')}`)
          .join(', ');
      return `| ${work.query} | ${work.cadenceSeconds} | ${kb(work.itemBytes)} | ${kb(work.resultItemBytes)} | ${kb(Object.values(work.indexBytes).reduce((sum, value) => sum + value, 0))} | ${units(writeBy)} | ${work.dispatcher.readUnits + work.worker.readUnits} | ${calls(work.dispatcher.calls)}; ${calls(work.worker.calls)} |`;
    }),
    '',
    ...costMarkdown(
      results.cases.map((entry) => entry.cards),
      results.dispatch,
    ),
    '',
    sectionTimeLine(results.seconds),
  ];
}

/** bench/results/<time>-cost.json and cost-latest.md; answers the terminal's summary. */
export function writeCostResults(folder: string, measuredAt: string, results: CostResults): string {
  return writeSectionResults({
    folder,
    measuredAt,
    section: 'cost',
    title: 'Cost benchmark',
    results,
    markdown: costResultsMarkdown(results),
    summary: costSummary(results),
  });
}
