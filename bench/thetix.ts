/**
 * The Thetix figures (`npm run bench -- thetix`, and a section of the full run): planning per intent and
 * materializing per query on one core (bench/thetix-engine.ts), POST-to-completed cards and the measured work of
 * one scheduled refresh on the local stack (bench/thetix-cards.ts), the cadence dispatcher over 100,000 cards
 * (bench/thetix-dispatch.ts) and, from those, the monthly AWS cost of 100,000 users' cards (bench/thetix-cost.ts).
 * Measurements only: nothing here passes or fails on a time.
 */
import {
  measureCardLatency,
  measureRefreshWork,
  type CardLatencyResults,
  type RefreshWork,
} from './thetix-cards';
import type { StackAccess } from './bench-stack';
import { sectionTimeLine, sectionTimer, writeSectionResults } from './section-results';
import { costMarkdown, thetixCost, type ScenarioCost } from './thetix-cost';
import { CADENCE_MIX, measureDispatch, type DispatchResults } from './thetix-dispatch';
import {
  measureMaterializing,
  measurePlanning,
  percentile,
  round3,
  type MaterializeResults,
  type PlanningResults,
} from './thetix-engine';

export { readStackAccess } from './bench-stack';

export interface ThetixResults {
  planning: PlanningResults;
  materializing: MaterializeResults;
  cards: CardLatencyResults;
  refresh: RefreshWork[];
  dispatch: DispatchResults;
  cost: ScenarioCost[];
  seconds: Record<string, number>;
}

/** Every Thetix measurement, against the stack at `stack` (started by the caller, left running). */
export async function measureThetix(stack: StackAccess): Promise<ThetixResults> {
  const { seconds, timed } = sectionTimer();
  const planning = await timed('planning', measurePlanning);
  const materializing = await timed('materializing', measureMaterializing);
  const latency = await timed('cards', () => measureCardLatency(stack));
  const refresh = await timed('refresh', () =>
    measureRefreshWork(stack, latency.refreshCards, latency.user.userId),
  );
  const dispatch = await timed('dispatch', () => measureDispatch(stack.sqsUrl));
  return {
    planning,
    materializing,
    cards: latency.results,
    refresh,
    dispatch,
    cost: thetixCost(refresh, dispatch),
    seconds,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** Write units spent on the table and on each index, summed over readings. */
const writeSplit = (...readings: { writeUnitsBy: Record<string, number> }[]) =>
  ['table', 'lookup', 'due']
    .map((key) => readings.reduce((sum, reading) => sum + (reading.writeUnitsBy[key] ?? 0), 0))
    .join(' / ');
const callList = (calls: Record<string, number>) =>
  Object.entries(calls)
    .map(([name, count]) => `${count} ${name.replace(/Command$/, '')}`)
    .join(', ');

/** The headline figures, one row each: printed by `npm run bench -- thetix` and heading the section. */
export function thetixSummary(results: ThetixResults): string[] {
  const { planning, materializing, cards, refresh, dispatch, cost } = results;
  const slowest = <T extends { p95Ms: number }>(entries: Record<string, T>) =>
    Object.entries(entries).sort(([, a], [, b]) => b.p95Ms - a.p95Ms)[0]!;
  const [slowIntent, intent] = slowest(planning.byIntent);
  const [slowQuery, query] = slowest(materializing.byQuery);
  const writes = refresh.map((work) => work.worker.writeUnits + work.dispatcher.writeUnits);
  const workerMs = refresh.map((work) => work.worker.ms).sort((a, b) => a - b);
  const sample = dispatch.dispatcher;
  return [
    '| measure | figure |',
    '| --- | --- |',
    `| planning, all questions (p50 / p95) | ${planning.all.p50Ms} / ${planning.all.p95Ms} ms over ${planning.all.plans} plans |`,
    `| planning, slowest intent by p95 | ${slowIntent}: ${intent.p50Ms} / ${intent.p95Ms} ms |`,
    `| materializing, slowest query by p95 | ${slowQuery}: ${query.p50Ms} / ${query.p95Ms} ms |`,
    `| POST to completed card (p50 / p95) | ${cards.all.p50Ms} / ${cards.all.p95Ms} ms, ${cards.all.completed} of ${cards.all.cards} cards |`,
    `| one refresh: write units (min–max), worker ms (median) | ${Math.min(...writes)}–${Math.max(...writes)}, ${percentile(workerMs, 50)} ms |`,
    `| one minute's due cards of ${dispatch.cards.toLocaleString('en-US')} (dispatcher Query) | ${dispatch.query.due} in ${dispatch.query.ms} ms (${dispatch.query.pages} pages) |`,
    `| messages a minute (analytical / simulated minute) | ${dispatch.minute.analytical} / ${dispatch.minute.simulated} |`,
    `| dispatcher claim + send | ${sample.msPerCard} ms per card, ${sample.perSecond}/s, largest run ${sample.perRunBound} |`,
    ...cost.map(
      (scenario) =>
        `| AWS per month, 100,000 users, ${scenario.name} | $${Math.round(scenario.total).toLocaleString('en-US')} (dominant: ${scenario.dominant}) |`,
    ),
  ];
}

export function thetixMarkdown(results: ThetixResults): string[] {
  const { planning, materializing, cards, dispatch } = results;
  const minute = dispatch.minute;
  const sample = dispatch.dispatcher;
  const viaDispatcher = minute.simulatedViaDispatcher;
  return [
    '## Thetix',
    '',
    ...thetixSummary(results),
    '',
    `### Planning: the rule planner, one core (${planning.questions} questions × ${planning.rounds} rounds, grouped by \`debug.intents[0]\`)`,
    '',
    '| intent | questions | plans | items per plan | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(planning.byIntent).map(
      ([intent, value]) =>
        `| ${intent} | ${value.questions} | ${value.plans} | ${value.items} | ${value.p50Ms} | ${value.p95Ms} |`,
    ),
    `| **all** | ${planning.questions} | ${planning.all.plans} | | ${planning.all.p50Ms} | ${planning.all.p95Ms} |`,
    '',
    planning.intentsWithoutSample.length > 0
      ? `- Intents no example question landed on: ${planning.intentsWithoutSample.join(', ')}.`
      : '- Every intent of the grammar got at least one example question.',
    ...(planning.regrouped.length > 0
      ? [
          `- Questions the planner grouped elsewhere than the list expects: ${planning.regrouped
            .map((entry) => `"${entry.question}" → ${entry.picked} (listed as ${entry.expected})`)
            .join('; ')}.`,
        ]
      : []),
    '',
    `### Materializing: one plan item per query, one core (simulator; example portfolio in memory, ${materializing.transactions} ledger lines, ${materializing.opportunities} opportunities)`,
    '',
    '| query | widget | runs | first run ms | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(materializing.byQuery).map(
      ([query, value]) =>
        `| ${query} | ${value.widget} | ${value.runs} | ${value.firstMs} | ${value.p50Ms} | ${value.p95Ms} |`,
    ),
    '',
    '- First run: the catalogue in order with one simulator, so it carries the simulator filling its series for the tickers it meets first. `llm` is the rule prose over a quote item (the quote not counted).',
    '',
    '### Cards on the local stack: POST /api/thetix-cards to a completed card (GET every 50 ms)',
    '',
    `- First use of a fresh invited user with the example portfolio: the default collection and its ${cards.exampleCards.cards} example cards all completed ${cards.exampleCards.allCompletedSeconds} s after GET /api/thetix-card-collections.`,
    '',
    '| question | cards | p50 ms | max ms |',
    '| --- | --- | --- | --- |',
    ...Object.entries(cards.byQuestion).map(
      ([question, value]) => `| ${question} | ${value.cards} | ${value.p50Ms} | ${value.maxMs} |`,
    ),
    `| **all** (${cards.all.completed} of ${cards.all.cards} completed) | ${cards.all.completed} | ${cards.all.p50Ms} (p95 ${cards.all.p95Ms}) | ${cards.all.maxMs} |`,
    '',
    '### One scheduled refresh, measured (real dispatcher and job worker in-process, capacity reported by DynamoDB Local)',
    '',
    '| card | cadence s | plan items | item KB | worker ms | read units | write units table / lookup / due | calls (dispatcher; worker) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.refresh.map(
      (work) =>
        `| ${work.query} | ${work.cadenceSeconds} | ${work.planItems} | ${kb(work.itemBytes)} | ${work.worker.ms} | ${work.worker.readUnits + work.dispatcher.readUnits} | ${writeSplit(work.worker, work.dispatcher)} | ${callList({ ...work.dispatcher.calls, ...work.dispatcher.sqsCalls })}; ${callList(work.worker.calls)} |`,
    ),
    '',
    '- Per card, the median worker time of 3 refreshes after a warm-up one (as a reused Lambda container runs it); no planning (the stored plan is reused). Read units include the dispatcher Query of a one-card page. Worker time is against DynamoDB Local on this machine.',
    '',
    `### Cadence dispatcher over ${dispatch.cards.toLocaleString('en-US')} cards (a table of its own, DynamoDB Local in memory)`,
    '',
    `- Loaded with BatchWriteItem (25 per call, 8 in flight): ${dispatch.load.seconds} s, ${dispatch.load.itemsPerSecond} items/s.`,
    '',
    '| cadence s | share | cards | messages a minute (60 / cadence) |',
    '| --- | --- | --- | --- |',
    ...dispatch.mix.map(
      (entry) =>
        `| ${entry.seconds} | ${Math.round(entry.share * 100)} % | ${entry.cards} | ${Math.round((entry.cards * 60) / entry.seconds)} |`,
    ),
    '',
    `- (a) One minute's due cards, the dispatcher's Query (\`due\` index, gsi2sk <= now + 60 s): ${dispatch.query.due} cards in ${dispatch.query.pages} pages of 100 in ${dispatch.query.ms} ms (${dispatch.query.readUnits} read units for these key-sized items); in 1 MB pages ${dispatch.query.unboundedPages} pages in ${dispatch.query.unboundedMs} ms. Cards below a minute sit in the index a minute late (the chained backstop), so the Query finds none of them.`,
    `- (b) Messages a minute: ${minute.analytical} analytical (Σ 60 / cadence: ${minute.analyticalViaDispatcher} through the dispatcher, ${minute.analyticalChained} chained by 30 s cards); ${minute.simulated} slots in the simulated minute (${viaDispatcher} through the dispatcher, ${minute.simulatedChained} chained).`,
    `- The real \`buildDueJobDispatcher\` over the first ${sample.dispatched} due cards (throwaway queue on the stack's fauxqs): runs of ${sample.runs.map((run) => `${run.dispatched} in ${run.ms} ms`).join(', ')}; ${sample.perSecond} claims+sends a second, ${sample.msPerCard} ms per card; ${sample.queued} messages in the queue; work: ${callList({ ...sample.work.calls, ...sample.work.sqsCalls })}, ${sample.work.readUnits} read units, ${sample.work.writeUnits} write units (table / lookup / due ${writeSplit(sample.work)}).`,
    `- Extrapolated (not measured): one run stops at ${sample.perRunBound} cards, so ${viaDispatcher} due a minute through the dispatcher leave ${Math.max(0, viaDispatcher - sample.perRunBound)} behind each minute and the backlog grows; sending them all at the measured rate would take ${round3((viaDispatcher * sample.msPerCard) / 1000)} s a minute here, ${round3((4 * viaDispatcher * sample.msPerCard) / 1000)} s for 400,000 cards (100,000 users × 4), one card after the other.`,
    '',
    ...costMarkdown(results.cost, dispatch),
    '',
    `- Assumed cadence mix: ${CADENCE_MIX.map((entry) => `${entry.seconds} s ${Math.round(entry.share * 100)} %`).join(', ')}.`,
    sectionTimeLine(results.seconds),
    '',
  ];
}

/**
 * bench/results/<time>-thetix.json and bench/results/thetix-latest.md, as the quant section keeps its own; answers
 * the compact summary for the terminal.
 */
export function writeThetixResults(folder: string, measuredAt: string, thetix: ThetixResults): string {
  return writeSectionResults({
    folder,
    measuredAt,
    section: 'thetix',
    title: 'Thetix benchmark',
    results: thetix,
    markdown: thetixMarkdown(thetix),
    summary: thetixSummary(thetix),
  });
}
