/**
 * The outside probe's findings (issue 33 item 6), checked again on every run of the hardening suite:
 * - paging: a user with the probe's 413 bulky cards (about 6.5 KB each, 2.7 MB in all) in five collections; the
 *   unpaged list and each page of the board must stay under 1 MB, the board's collection must read whole by its
 *   cursor, and the board's page is loaded with autocannon like the probe did (50 connections);
 * - a chat stored with a malformed turn must be answered (left out of a list, repaired alone), never a 5xx;
 * - `/public/thetix/..%2f..%2fprivacy` must not be framable by any site;
 * - a foreign Origin with a spoofed `x-thetix-viewer-host` must be refused;
 * - push endpoints on metadata and private hosts must be refused by the running local product.
 *
 * Usage alone: `npx tsx bench/hardening/probe.ts [seconds] [connections]` (own stack, prints JSON); run.ts runs it
 * with the suite.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIST_MAX_RESPONSE_BYTES } from '@thetix/shared/contracts/paging';
import { VIEWER_HOST_HEADER } from '@thetix/shared/contracts/system';
import { chatKey } from '../../functions/src/chats/chat-entities';
import { bulkyResultJson, storeFinishedCards } from '../../functions/src/thetix/testing/stored-cards';
import { loadRoute, type LoadRun } from './load';
import { isMain, startHardeningStack, type HardeningStack } from './stack';

/** The probe's figures: 413 cards answered 2.7 MB. */
const PROBE_CARDS = 413;
const PROBE_CARD_BYTES = 6_500;
const CARDS_PER_COLLECTION = 100;

export interface ProbeCheck {
  finding: string;
  check: string;
  ok: boolean;
  detail: string;
}

export interface ProbeResults {
  at: string;
  checks: ProbeCheck[];
  failures: number;
  cards: {
    stored: number;
    unpagedBytes: number;
    unpagedMs: number;
    unpagedCards: number;
    boardPages: number;
    boardLargestPageBytes: number;
    boardMs: number;
    load: LoadRun | null;
  };
}

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

export async function runProbe(
  hardening: HardeningStack,
  options: { seconds: number; connections: number },
): Promise<ProbeResults> {
  const { base } = hardening;
  const user = await hardening.newUser('prober');
  const xsrf = await hardening.xsrfFor(user.token);
  const read = (path: string, extra: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: hardening.headers({ token: user.token }, extra) });
  const write = (path: string, method: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: hardening.headers(
        { token: user.token, xsrf },
        { 'content-type': 'application/json', ...extra },
      ),
      body: JSON.stringify(body),
    });
  const checks: ProbeCheck[] = [];
  const check = (finding: string, name: string, ok: boolean, detail: string) =>
    checks.push({ finding, check: name, ok, detail });

  // Paging: the default collection and four more, 413 bulky cards across them.
  const collections = (await (await read('/api/thetix-card-collections')).json()) as { id: string }[];
  const collectionIds = [collections[0]!.id];
  for (let index = 1; index * CARDS_PER_COLLECTION < PROBE_CARDS; index += 1) {
    const created = await write('/api/thetix-card-collections', 'POST', { name: `Probe ${index}` });
    collectionIds.push(((await created.json()) as { id: string }).id);
  }
  const resultJson = bulkyResultJson(PROBE_CARD_BYTES);
  for (const [index, collectionId] of collectionIds.entries())
    await storeFinishedCards(hardening.table, {
      userId: user.userId,
      collectionId,
      count: Math.min(CARDS_PER_COLLECTION, PROBE_CARDS - index * CARDS_PER_COLLECTION),
      prefix: `p${index}-`,
      resultJson,
    });
  let started = performance.now();
  const unpaged = await read('/api/thetix-cards');
  const unpagedText = await unpaged.text();
  const unpagedMs = Math.round(performance.now() - started);
  const unpagedCards = unpaged.ok ? (JSON.parse(unpagedText) as unknown[]).length : 0;
  check(
    'paging',
    'GET /api/thetix-cards (unpaged) stays under 1 MB and says where to go on',
    unpaged.ok && bytesOf(unpagedText) < LIST_MAX_RESPONSE_BYTES && unpaged.headers.has('x-next-cursor'),
    `${unpaged.status}, ${bytesOf(unpagedText)} bytes, ${unpagedCards} cards, X-Next-Cursor ${unpaged.headers.has('x-next-cursor') ? 'set' : 'missing'}`,
  );
  // The board: the last collection filled (a full one), page by page.
  const board = collectionIds[1] ?? collectionIds[0]!;
  const boardPath = `/api/thetix-cards?collection_id=${board}&limit=${CARDS_PER_COLLECTION}`;
  const boardCards = new Set<string>();
  let boardPages = 0;
  let largest = 0;
  let cursor: string | null = null;
  started = performance.now();
  do {
    const answer = await read(`${boardPath}${cursor ? `&cursor=${cursor}` : ''}`);
    const text = await answer.text();
    if (!answer.ok) break;
    const page = JSON.parse(text) as { cards: { id: string }[]; next_cursor: string | null };
    boardPages += 1;
    largest = Math.max(largest, bytesOf(text));
    for (const card of page.cards) boardCards.add(card.id);
    cursor = page.next_cursor;
  } while (cursor);
  const boardMs = Math.round(performance.now() - started);
  check(
    'paging',
    'a collection of 100 bulky cards reads whole by its cursor, every page under 1 MB',
    boardCards.size === CARDS_PER_COLLECTION && largest < LIST_MAX_RESPONSE_BYTES,
    `${boardCards.size} cards in ${boardPages} pages, the largest ${largest} bytes`,
  );
  const load =
    options.seconds > 0
      ? await loadRoute(
          base,
          { name: 'thetix board page', path: boardPath },
          hardening.headers({ token: user.token }),
          options,
        )
      : null;
  if (load)
    check(
      'paging',
      `the board's page under ${options.connections} connections for ${options.seconds} s: no timeouts, no errors`,
      load.non2xx + load.errors + load.timeouts === 0,
      `${load.requestsPerSecond} req/s, p99 ${load.latencyP99Ms} ms, ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts`,
    );

  // A chat stored with a malformed turn.
  const chat = (await (await write('/api/thetix-chats', 'POST', { title: 'probe' })).json()) as {
    id: string;
  };
  await hardening.table.client.send(
    new UpdateCommand({
      TableName: hardening.table.name,
      Key: chatKey(user.userId, chat.id),
      UpdateExpression: 'SET turns_json = :turns',
      ExpressionAttributeValues: {
        ':turns': JSON.stringify([{ id: 't1', query: 42, plan: null, widgets: null, createdAt: 'x' }]),
      },
    }),
  );
  const reads = await Promise.all(
    [`/api/thetix-chats?chat_ids=${chat.id}`, `/api/thetix-chats/${chat.id}`, '/api/thetix-chats'].map(
      async (path) => `${path} ${(await read(path)).status}`,
    ),
  );
  check(
    'damaged item',
    'a chat stored with a malformed turn is read without a 5xx',
    reads.every((line) => line.endsWith(' 200')),
    reads.join(', '),
  );

  // The static server's path.
  const traversal = await fetch(`${base}/public/thetix/..%2f..%2fprivacy`);
  await traversal.arrayBuffer();
  const policy = traversal.headers.get('content-security-policy') ?? '';
  check(
    'static path',
    '/public/thetix/..%2f..%2fprivacy is not framable by other sites',
    policy.includes("frame-ancestors 'none'") && traversal.headers.get('x-frame-options') === 'DENY',
    `${traversal.status}, ${policy.match(/frame-ancestors [^;]*/)?.[0] ?? 'no frame-ancestors'}`,
  );

  // A spoofed viewer host on a cross-origin write.
  const spoofed = await write(
    '/api/accounts',
    'POST',
    { name: 'Probe spoof' },
    { origin: 'https://evil.example', [VIEWER_HOST_HEADER]: 'evil.example' },
  );
  await spoofed.arrayBuffer();
  check(
    'viewer host',
    'a foreign Origin with a matching x-thetix-viewer-host is refused',
    spoofed.status === 403,
    `${spoofed.status}`,
  );

  // Push endpoints on hosts our servers must never post to.
  const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'A'.repeat(22) };
  const pushes = await Promise.all(
    [
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/push',
      'https://metadata.google.internal/computeMetadata/v1',
    ].map(async (endpoint) => {
      const answer = await write('/api/push/subscriptions', 'POST', { endpoint, keys });
      await answer.arrayBuffer();
      return `${new URL(endpoint).host} ${answer.status}`;
    }),
  );
  check(
    'push endpoints',
    'metadata and private hosts are refused as push endpoints',
    pushes.every((line) => line.endsWith(' 400')),
    pushes.join(', '),
  );

  return {
    at: new Date().toISOString(),
    checks,
    failures: checks.filter((entry) => !entry.ok).length,
    cards: {
      stored: PROBE_CARDS,
      unpagedBytes: bytesOf(unpagedText),
      unpagedMs,
      unpagedCards,
      boardPages,
      boardLargestPageBytes: largest,
      boardMs,
      load,
    },
  };
}

export function probeMarkdown(results: ProbeResults): string[] {
  const { cards } = results;
  return [
    "## The outside probe's findings (bench/hardening/probe.ts)",
    '',
    `${results.checks.length} checks, **${results.failures}** failing. ${cards.stored} bulky cards: the unpaged list ${cards.unpagedBytes} bytes (${cards.unpagedCards} cards) in ${cards.unpagedMs} ms; a 100-card collection in ${cards.boardPages} page(s), the largest ${cards.boardLargestPageBytes} bytes, ${cards.boardMs} ms.`,
    '',
    '| finding | check | result | detail |',
    '| --- | --- | --- | --- |',
    ...results.checks.map(
      (entry) =>
        `| ${entry.finding} | ${entry.check} | ${entry.ok ? 'pass' : '**FAIL**'} | ${entry.detail} |`,
    ),
    '',
  ];
}

if (isMain(import.meta.url)) {
  const hardening = await startHardeningStack();
  try {
    const results = await runProbe(hardening, {
      seconds: Number(process.argv[2] ?? 10),
      connections: Number(process.argv[3] ?? 50),
    });
    console.log(JSON.stringify(results, null, 2));
    process.exitCode = results.failures === 0 ? 0 : 1;
  } finally {
    await hardening.stop();
  }
}
