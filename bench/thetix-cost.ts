/**
 * The AWS bill of cards on cadences, on paper: 100,000 users with 4 cards each, priced from the work one refresh
 * was measured to do (bench/thetix-cards.ts: capacity units per table and index, calls, worker time, log bytes) and
 * the dispatcher's measured time per card (bench/thetix-dispatch.ts). Prices are AWS list prices for us-east-1 as
 * of 2025, free tiers left out.
 */
import { EXAMPLE_CARDS } from '../functions/src/thetix/card-service';
import type { RefreshWork } from './thetix-cards';
import { CADENCE_MIX, mixMessagesPerCardMinute, type DispatchResults } from './thetix-dispatch';

export const PRICES = {
  /** DynamoDB on-demand, per million write / read request units (after the November 2024 price cut). */
  dynamoWritePerMillion: 0.625,
  dynamoReadPerMillion: 0.125,
  dynamoStoragePerGbMonth: 0.25,
  lambdaPerMillionRequests: 0.2,
  /** Arm (Graviton), per GB-second. */
  lambdaPerGbSecond: 0.0000133334,
  sqsPerMillionRequests: 0.4,
  schedulerPerMillionInvocations: 1.0,
  logsPerGbIngested: 0.5,
} as const;

/** A scenario's monthly total and the line that costs most (shared with the reports' cost, chats-cost.ts). */
export function monthlyTotal(monthly: Record<string, number>): { total: number; dominant: string } {
  return {
    total: Object.values(monthly).reduce((sum, value) => sum + value, 0),
    dominant: Object.entries(monthly).sort(([, a], [, b]) => b - a)[0]![0],
  };
}

export const ASSUMPTIONS = {
  users: 100_000,
  cardsPerUser: 4,
  minutesPerMonth: 730 * 60,
  /** infra/lib/thetix-function.ts: every function's default, Arm. */
  lambdaMemoryGb: 0.5,
  /** shared/src/queues.ts `jobs` batchSize: at these volumes every poll fills a batch. */
  sqsBatch: 5,
  /** START, END and REPORT lines Lambda writes per invocation. */
  platformLogBytesPerInvocation: 350,
  /** A regular trading session (6.5 h, 5 days) out of the week's hours. */
  marketHoursShare: (6.5 * 5) / (24 * 7),
} as const;

/** Capacity units of one part of a refresh, by where they were spent (`table`, `lookup`, `due`). */
interface Units {
  read: number;
  write: number;
  writeBy: Record<string, number>;
}

interface PerRefresh {
  /** The job worker: claim, card read, progress steps, portfolio reads, result, completion. */
  worker: Units;
  /** The dispatcher's claim and its share of a 100-card Query page; a card below a minute chains instead. */
  dispatcher: Units;
  workerSeconds: number;
  logBytes: number;
  itemBytes: number;
  /** The card's entries in the indexes (keys and projected attributes), summed. */
  indexBytes: number;
  /** Its entry in the `due` index: what the dispatcher's Query reads of it. */
  dueBytes: number;
  resultItemBytes: number;
}

const units = (reading: { readUnits: number; writeUnits: number; writeUnitsBy: Record<string, number> }) => ({
  read: reading.readUnits,
  write: reading.writeUnits,
  writeBy: { ...reading.writeUnitsBy },
});

/**
 * The result item's put, 1 unit per KB of it (in no index). A refresh whose result did not change skips it, as the
 * measured ones may have (the simulator's prices barely move between back-to-back runs); the bill counts it for
 * every refresh, the upper bound of a result that changes each time.
 */
const resultPutUnits = (work: RefreshWork) =>
  (work.worker.calls.PutItemCommand ?? 0) > 0 ? 0 : Math.ceil((work.resultItemBytes ?? 0) / 1024);

const perRefresh = (work: RefreshWork): PerRefresh => ({
  worker: {
    ...units(work.worker),
    write: work.worker.writeUnits + resultPutUnits(work),
    writeBy: {
      ...work.worker.writeUnitsBy,
      table: (work.worker.writeUnitsBy.table ?? 0) + resultPutUnits(work),
    },
  },
  dispatcher: {
    ...units(work.dispatcher),
    // The Query reads the card's `due` entry (keys and projected attributes), in pages of 100 summed and rounded up
    // to 4 KB, eventually consistent (4 KB = half a unit): the card's share is its entry's bytes / 8 KB.
    read: (work.indexBytes?.due ?? 0) / 8192,
  },
  workerSeconds: work.worker.ms / 1000,
  logBytes: work.worker.logBytes,
  itemBytes: work.itemBytes,
  indexBytes: Object.values(work.indexBytes ?? {}).reduce((sum, value) => sum + value, 0),
  dueBytes: work.indexBytes?.due ?? 0,
  resultItemBytes: work.resultItemBytes ?? 0,
});

const mean = (list: PerRefresh[]): PerRefresh => {
  const average = (pick: (entry: PerRefresh) => number) =>
    list.reduce((sum, entry) => sum + pick(entry), 0) / Math.max(1, list.length);
  const meanUnits = (pick: (entry: PerRefresh) => Units): Units => {
    const keys = [...new Set(list.flatMap((entry) => Object.keys(pick(entry).writeBy)))];
    return {
      read: average((entry) => pick(entry).read),
      write: average((entry) => pick(entry).write),
      writeBy: Object.fromEntries(
        keys.map((key) => [key, average((entry) => pick(entry).writeBy[key] ?? 0)]),
      ),
    };
  };
  return {
    worker: meanUnits((entry) => entry.worker),
    dispatcher: meanUnits((entry) => entry.dispatcher),
    workerSeconds: average((entry) => entry.workerSeconds),
    logBytes: average((entry) => entry.logBytes),
    itemBytes: average((entry) => entry.itemBytes),
    indexBytes: average((entry) => entry.indexBytes),
    dueBytes: average((entry) => entry.dueBytes),
    resultItemBytes: average((entry) => entry.resultItemBytes),
  };
};

export interface ScenarioCost {
  name: string;
  description: string;
  cards: number;
  refreshesPerMinute: number;
  refreshesPerMonth: number;
  /** Capacity units per refresh, averaged over the scenario's refreshes. */
  perRefresh: { read: number; write: number };
  monthly: Record<string, number>;
  total: number;
  dominant: string;
  /** Share of the DynamoDB write units spent on the table and on each index. */
  writeShares: Record<string, number>;
}

function scenario(
  name: string,
  description: string,
  /** Groups of identical cards: how many, their cadence and the work of one refresh. */
  groups: { count: number; cadence: number; work: PerRefresh }[],
  msPerDispatch: number,
): ScenarioCost {
  const { minutesPerMonth, lambdaMemoryGb, sqsBatch, platformLogBytesPerInvocation } = ASSUMPTIONS;
  const perMonth = (cadence: number) => (minutesPerMonth * 60) / cadence;
  let refreshes = 0;
  let readUnits = 0;
  let writeUnits = 0;
  let workerSeconds = 0;
  let logBytes = 0;
  let storedBytes = 0;
  let dispatched = 0;
  const writeBy: Record<string, number> = {};
  let cards = 0;
  for (const card of groups) {
    cards += card.count;
    const count = card.count * perMonth(card.cadence);
    refreshes += count;
    // Below a minute a card chains itself (card-job.ts): no dispatcher claim, the job sends the next message.
    const parts = card.cadence >= 60 ? [card.work.worker, card.work.dispatcher] : [card.work.worker];
    if (card.cadence >= 60) dispatched += count;
    for (const part of parts) {
      readUnits += count * part.read;
      writeUnits += count * part.write;
      for (const [key, value] of Object.entries(part.writeBy))
        writeBy[key] = (writeBy[key] ?? 0) + count * value;
    }
    workerSeconds += count * card.work.workerSeconds;
    logBytes += count * (card.work.logBytes + platformLogBytesPerInvocation / sqsBatch);
    // The item in the table and its entries in the indexes, with about 100 bytes of overhead each.
    storedBytes +=
      card.count *
      (card.work.itemBytes + card.work.resultItemBytes + 2 * 100 + card.work.indexBytes + 2 * 100);
  }
  const invocations = refreshes / sqsBatch + minutesPerMonth;
  const gbSeconds = lambdaMemoryGb * (workerSeconds + (dispatched * msPerDispatch) / 1000);
  const sqsRequests = refreshes + (2 * refreshes) / sqsBatch;
  const monthly: Record<string, number> = {
    'DynamoDB writes': (writeUnits / 1e6) * PRICES.dynamoWritePerMillion,
    'DynamoDB reads': (readUnits / 1e6) * PRICES.dynamoReadPerMillion,
    'DynamoDB storage': (storedBytes / 1e9) * PRICES.dynamoStoragePerGbMonth,
    'Lambda requests': (invocations / 1e6) * PRICES.lambdaPerMillionRequests,
    'Lambda duration': gbSeconds * PRICES.lambdaPerGbSecond,
    SQS: (sqsRequests / 1e6) * PRICES.sqsPerMillionRequests,
    'EventBridge Scheduler': (minutesPerMonth / 1e6) * PRICES.schedulerPerMillionInvocations,
    'CloudWatch Logs': (logBytes / 1e9) * PRICES.logsPerGbIngested,
  };
  const { total, dominant } = monthlyTotal(monthly);
  return {
    name,
    description,
    cards,
    refreshesPerMinute: refreshes / minutesPerMonth,
    refreshesPerMonth: refreshes,
    perRefresh: { read: readUnits / refreshes, write: writeUnits / refreshes },
    monthly,
    total,
    dominant,
    writeShares: Object.fromEntries(Object.entries(writeBy).map(([key, value]) => [key, value / writeUnits])),
  };
}

/**
 * Two scenarios per 100,000 users: everyone keeps the four example cards every user is given (each priced with its
 * own measured refresh), and four cards each on the assumed cadence mix (priced with the mean measured refresh).
 */
export function thetixCost(refresh: readonly RefreshWork[], dispatch: DispatchResults): ScenarioCost[] {
  const { users, cardsPerUser } = ASSUMPTIONS;
  const measured = refresh.map(perRefresh);
  const average = mean(measured);
  const examples = EXAMPLE_CARDS.map((example) => {
    const index = refresh.findIndex((work) => work.query === example.query);
    return { count: users, cadence: example.cadence, work: index === -1 ? average : measured[index]! };
  });
  const exampleScenario = scenario(
    'example cards',
    `${users.toLocaleString('en-US')} users × the ${EXAMPLE_CARDS.length} example cards (${EXAMPLE_CARDS.map((card) => card.cadence).join(', ')} s), each priced with its own measured refresh`,
    examples,
    dispatch.dispatcher.msPerCard,
  );
  const mixed = scenario(
    'mixed cadences',
    `${users.toLocaleString('en-US')} users × ${cardsPerUser} cards on the cadence mix above (${(mixMessagesPerCardMinute() * 60).toFixed(2)} refreshes per card-hour), priced with the mean measured refresh`,
    CADENCE_MIX.map((entry) => ({
      count: users * cardsPerUser * entry.share,
      cadence: entry.seconds,
      work: average,
    })),
    dispatch.dispatcher.msPerCard,
  );
  return [exampleScenario, mixed];
}

const dollars = (value: number) =>
  value >= 100 ? `$${Math.round(value).toLocaleString('en-US')}` : `$${value.toFixed(2)}`;
const millions = (value: number) =>
  `${(value / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 })} M`;
const percent = (value: number) => `${Math.round(value * 100)} %`;

export function costMarkdown(scenarios: readonly ScenarioCost[], dispatch: DispatchResults): string[] {
  const services = Object.keys(scenarios[0]?.monthly ?? {});
  return [
    '### Cost on paper: 100,000 users with cards on cadences (AWS list prices, us-east-1, as of 2025)',
    '',
    'The cards alone. The figure of record, with the daily and weekly reports and per active user against the $0.05 target, is `npm run bench -- cost` (bench/results/cost-latest.md).',
    '',
    `Prices: DynamoDB on-demand $${PRICES.dynamoWritePerMillion} per million write units and $${PRICES.dynamoReadPerMillion} per million read units, storage $${PRICES.dynamoStoragePerGbMonth}/GB-month; Lambda $${PRICES.lambdaPerMillionRequests} per million requests and $${PRICES.lambdaPerGbSecond} per GB-s (Arm); SQS $${PRICES.sqsPerMillionRequests} per million requests; EventBridge Scheduler $${PRICES.schedulerPerMillionInvocations.toFixed(2)} per million invocations; CloudWatch Logs $${PRICES.logsPerGbIngested}/GB ingested. Free tiers left out.`,
    '',
    `Assumptions: a month of ${ASSUMPTIONS.minutesPerMonth.toLocaleString('en-US')} minutes with every slot run, round the clock; functions of ${ASSUMPTIONS.lambdaMemoryGb * 1024} MB on Arm (infra/lib/thetix-function.ts); worker batches of ${ASSUMPTIONS.sqsBatch} (shared/src/queues.ts), so per refresh 1 SendMessage plus a fifth of a ReceiveMessage and of a DeleteMessageBatch; worker time per refresh and its log bytes as measured above (this machine against DynamoDB Local), plus ${ASSUMPTIONS.platformLogBytesPerInvocation} bytes of Lambda's own lines per invocation; dispatcher time ${dispatch.dispatcher.msPerCard} ms per claimed card as measured; DynamoDB units as measured per refresh (worker + dispatcher claim), plus the dispatcher's Query share of the card's \`due\` entry / 8 KB (read eventually consistent); one dispatcher run a minute.`,
    '',
    `| monthly, USD | ${scenarios.map((entry) => `${entry.name}`).join(' | ')} |`,
    `| --- | ${scenarios.map(() => '---').join(' | ')} |`,
    `| cards | ${scenarios.map((entry) => entry.cards.toLocaleString('en-US')).join(' | ')} |`,
    `| refreshes a minute | ${scenarios.map((entry) => Math.round(entry.refreshesPerMinute).toLocaleString('en-US')).join(' | ')} |`,
    `| refreshes a month | ${scenarios.map((entry) => millions(entry.refreshesPerMonth)).join(' | ')} |`,
    `| write units per refresh (scenario mean) | ${scenarios.map((entry) => entry.perRefresh.write.toFixed(1)).join(' | ')} |`,
    `| read units per refresh (scenario mean) | ${scenarios.map((entry) => entry.perRefresh.read.toFixed(1)).join(' | ')} |`,
    ...services.map(
      (service) =>
        `| ${service} | ${scenarios.map((entry) => dollars(entry.monthly[service] ?? 0)).join(' | ')} |`,
    ),
    `| **total** | ${scenarios.map((entry) => `**${dollars(entry.total)}**`).join(' | ')} |`,
    `| dominant | ${scenarios.map((entry) => `${entry.dominant} (${percent((entry.monthly[entry.dominant] ?? 0) / entry.total)})`).join(' | ')} |`,
    `| write units spent on table / lookup / due | ${scenarios.map((entry) => ['table', 'lookup', 'due'].map((key) => percent(entry.writeShares[key] ?? 0)).join(' / ')).join(' | ')} |`,
    `| total if refreshed in market hours only (${percent(ASSUMPTIONS.marketHoursShare)} of the week) | ${scenarios.map((entry) => dollars(entry.total * ASSUMPTIONS.marketHoursShare)).join(' | ')} |`,
    '',
    ...scenarios.map(
      (entry) =>
        `- ${entry.name}: ${entry.description}; ${dollars(entry.total)} a month, ${dollars((entry.total / ASSUMPTIONS.users) * 1000)} per 1,000 users.`,
    ),
    "- Per refresh, counted from the code and confirmed by the meter above: the dispatcher's share of a Query page of the `due` index (one per 100 due cards; the index carries the keys, the job kind and the lease fields, not the card), its lease put and 1 conditional UpdateItem of the card (its claim), and 1 SendMessage; then the job worker's conditional UpdateItem claiming the job, a consistent read of the lease (renewed only when it ends before the worker's timeout), the card job's consistent reads of the card and its result item (the stored plan is reused: no planning), the Queries its portfolio items need, 1 conditional UpdateItem of the card that stores the run's end, the next slot (back into the `due` index) and the job's completion, 1 PutItem of the result item only when the result or its notes changed (counted in the bill for every refresh, 1 unit per KB of the measured result item, as if every result changed), and the lease's DeleteItem.",
    "- What each write costs: 1 unit per KB of the larger of the item before and after, in the table, and again in an index only when the write changes that index's keys or an attribute it projects (a key change is a delete and a put there). The card item holds no result, so its writes are about 1 unit; the result item, which no index copies, is written only when the result changed; neither index projects anything a refresh changes, so a card write costs the `lookup` index nothing and the `due` index only the entry it removes (the claim) and puts back (the next slot). The lease item goes into and out of the `due` index once per refresh.",
  ];
}
