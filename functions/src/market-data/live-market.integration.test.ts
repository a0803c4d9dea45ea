import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marketStatusSchema, priceSchema } from '@thetix/shared/contracts/market-data';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { cognitoClient, signIn } from '../local/cognito-local';
import { localAccounts } from '../local/local-accounts';
import { freeStackPorts } from '../local/preflight';
import { LOCAL_TABLE, startLocalStack, type LocalStack } from '../local/stack';
import { createLogger } from '../platform/logger';
import { createQueueClient } from '../platform/queue-client';
import { createTableClient } from '../platform/table-client';
import type { Table } from '../platform/table';
import { reportKey, reportPeriod } from '../reports/report-entities';
import { batchSender, buildReportRequests } from '../reports/report-requests';
import { callApi } from '../testing/stack-client';
import { resetMarketAccessForTests } from './market-source';

/**
 * The product on the live code path (issue 29 item 6): a second local stack, started as
 * `MARKET_DATA=massive npm start` without a key starts it, so every market figure goes through the Massive and
 * Finnhub adapters, the vendor guard, the table cache and the per-request snapshot, against the vendor stand-in.
 * The dashboard, a drawer, a Thetix card and a report are asked on it; then a 429 storm: pages keep answering from
 * the cache, marked stale, and nothing answers 5xx.
 */

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the product on the Massive stand-in', () => {
  let live: LocalStack;
  let dataDir: string;
  let table: Table;
  let token: string;
  let accountId: string;
  const environment = { ...process.env };

  const get = (path: string) => callApi(path, { token, baseUrl: live.urls.http });
  const write = (path: string, method: string, body?: unknown) =>
    callApi(path, { token, method, body, xsrf: true, baseUrl: live.urls.http });

  beforeAll(async () => {
    const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
    dataDir = mkdtempSync(join(tmpdir(), 'thetix-live-'));
    // The handlers run in this worker: their request logs would fill the test output.
    process.env.LOG_LEVEL = 'error';
    live = await startLocalStack({
      dataDir,
      webDist: process.env.THETIX_TEST_WEB_DIST ?? join(repoRoot, 'web/dist'),
      ports: await freeStackPorts(),
      visibilityTimeoutSeconds: 1,
      scheduler: false,
      logger: createLogger({ level: 'error' }),
      marketData: 'massive',
    });
    table = { client: createTableClient('us-east-1', live.urls.dynamodb), name: LOCAL_TABLE };
    const investor = localAccounts.find((account) => account.email === 'investor@thetix.local')!;
    const client = cognitoClient(live.urls.cognito);
    try {
      token = await signIn(client, live.identity.clientId, investor.email, investor.password);
    } finally {
      client.destroy();
    }
    const accounts = await get('/api/accounts');
    accountId = (accounts.body as unknown as { id: string }[])[0]!.id;
  }, 180_000);

  afterAll(async () => {
    await live?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    // This worker process may run other files: the shared stack's environment comes back.
    for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
    Object.assign(process.env, environment);
    resetConfigForTests();
    resetMarketAccessForTests();
  });

  it('badges every market answer with the stand-in, its delay and the time', async () => {
    // Act
    const status = await get('/api/market-data/status');
    const price = await get('/api/price/AAPL');
    const config = await fetch(`${live.urls.http}/config.json`).then((response) => response.json());

    // Assess
    expect(status.status).toBe(200);
    expect(marketStatusSchema.parse(status.body)).toMatchObject({
      source: 'massive-stand-in',
      simulated: true,
      delayedMinutes: 15,
      stale: false,
    });
    // The stand-in's figures are the simulator's: simulated, on the live code path (provenance says which).
    expect(priceSchema.parse(price.body)).toMatchObject({
      dataSource: 'simulated',
      provenance: { source: 'massive-stand-in', delayedMinutes: 15, stale: false },
    });
    expect(config).toMatchObject({ marketData: 'simulated', marketSource: 'massive-stand-in' });
  });

  it('shows the vendor, its delay and the time in the header badge, on a laptop and a phone', async () => {
    // Prepare
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const labels: string[] = [];
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await (await browser.newContext({ viewport })).newPage();
        // Act
        await page.goto(`${live.urls.http}/login`);
        await page.getByLabel('Email').fill('investor@thetix.local');
        await page.getByLabel('Password', { exact: true }).fill('Thetix-local-1');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(`${live.urls.http}/dashboard`);
        const badge = page.getByTestId('market-data-badge').first();
        // The badge shows its source first, then fills in the status it polls for.
        await expect.poll(() => badge.innerText(), { timeout: 20_000 }).toMatch(/ · .* · |closed /);
        labels.push(((await badge.innerText()) ?? '').trim());
      }

      // Assess: the full label on a laptop, the short one on a phone; both name the source and the time.
      expect(labels[0]).toMatch(
        /^Massive stand-in \(simulated prices\) · Delayed 15 min · (as of \d{1,2}:\d{2} [AP]M ET|Market closed, last close \w{3} \d{1,2})/,
      );
      expect(labels[1]).toMatch(
        /^Stand-in \(simulated\) · (15 min delay · \d{1,2}:\d{2} [AP]M|closed \w{3} \d{1,2})/,
      );
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('answers symbols from the vendor: a name, a clear word for a delisted one, a 404 for an unknown one', async () => {
    // Act
    const brk = await get('/api/companies/brk-b');
    const delisted = await get('/api/companies/BBBY');
    const unknown = await get('/api/companies/ZZZZ');
    const list = await get('/api/companies?tickers=AAPL,BBBY,SPY');

    // Assess
    expect(brk.body).toMatchObject({
      ticker: 'BRK.B',
      name: 'Berkshire Hathaway Inc. (Class B)',
      type: 'stock',
    });
    expect(delisted).toMatchObject({
      status: 404,
      body: { message: 'BBBY is no longer listed (delisted 2023-05-03)' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Ticker ZZZZ not found' } });
    expect((list.body as unknown as { ticker: string }[]).map((company) => company.ticker)).toEqual([
      'AAPL',
      'SPY',
    ]);
  });

  it("runs the public calculator on the vendor's closes and says how it priced the calls", async () => {
    // Act
    const response = await callApi('/api/public/covered-call-calculator', {
      method: 'POST',
      baseUrl: live.urls.http,
      body: { positions: { KO: 100_000 }, risk_level: 'balanced', duration: 'monthly', allocation: 1 },
    });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dataSource: 'simulated',
      pricingNote: expect.stringContaining('Backtested on Massive stand-in (simulated prices) daily closes'),
    });
  });

  it('serves the dashboard from the vendor path: positions, open calls, picks and a drawer', async () => {
    // Act
    const positions = await get('/api/positions');
    const holdings = await get(`/api/opportunities/holdings?accountId=${accountId}`);
    expect((await write('/api/opportunities/refresh', 'POST', {})).status).toBeLessThan(300);
    let list: { opportunities: { id: string; opportunity_type: string }[] } = { opportunities: [] };
    for (let attempt = 0; attempt < 60 && list.opportunities.length === 0; attempt += 1) {
      list = (await get(`/api/opportunities?accountId=${accountId}`)).body as unknown as typeof list;
      if (list.opportunities.length === 0) await sleep(500);
    }
    const drawer = await get(`/api/opportunities/${list.opportunities[0]?.id ?? 'none'}`);

    // Assess
    expect(positions.status).toBe(200);
    expect(positions.body as unknown as { dataSource: string }[]).toEqual(
      expect.arrayContaining([expect.objectContaining({ ticker: 'AAPL', dataSource: 'simulated' })]),
    );
    expect(holdings.status).toBe(200);
    expect(list.opportunities.length).toBeGreaterThan(0);
    expect(drawer.status).toBe(200);
  });

  it('answers a Thetix card with the vendor named in its answer', async () => {
    // Prepare
    const collections = await get('/api/thetix-card-collections');
    const collectionId = (collections.body as unknown as { id: string }[])[0]!.id;

    // Act
    const created = await write('/api/thetix-cards', 'POST', {
      user_query: 'What is AAPL trading at?',
      collection_id: collectionId,
    });
    const cardId = String((created.body as { id: string }).id);
    let widgets: { widget: string; content?: string }[] = [];
    for (let attempt = 0; attempt < 80 && widgets.length === 0; attempt += 1) {
      const card = (await get(`/api/thetix-cards/${cardId}`)).body as {
        card: { job_status: string | null; materialized_result: typeof widgets | null };
      };
      if (card.card.job_status === null && card.card.materialized_result)
        widgets = card.card.materialized_result;
      else await sleep(250);
    }

    // Assess
    expect(widgets[0]?.widget).toBe('markdown');
    expect(widgets[0]?.content).toContain('**AAPL** trades at');
    expect(widgets[0]?.content).toContain(
      'Market data: Massive stand-in (simulated prices) · Delayed 15 min',
    );
  });

  it('makes the daily report on the vendor path', async () => {
    // Prepare
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const period = reportPeriod('daily', new Date());
    const requests = buildReportRequests({
      table,
      send: batchSender(createQueueClient('us-east-1', live.urls.sqs), live.queueUrls.jobs!),
      now: () => new Date().toISOString(),
    });

    // Act
    await requests.request(userId, 'daily', period);
    let item: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      ({ Item: item } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: reportKey(userId, 'daily', period),
          ConsistentRead: true,
        }),
      ));
      if (item?.job_status === 'failed' || (item && item.job_status === undefined && item.completed_on))
        break;
      await sleep(250);
    }

    // Assess
    expect(item?.job_status).toBeUndefined();
    expect(item?.completed_on).toBeTruthy();
  });

  it('keeps every page answering from the cache through a 429 storm, marked stale, with no 5xx', async () => {
    // Prepare: warm what the tour reads, start the storm (so no background job refreshes anything from here on),
    // then age every cached answer past its freshness, as time would.
    const tour = [
      '/api/market-data/status',
      '/api/price/AAPL',
      '/api/price?tickers=AAPL,KO,MSFT',
      '/api/options/AAPL/expirations',
      '/api/candles/KO',
      '/api/positions',
      '/api/accounts',
      '/api/portfolio/performance',
      `/api/opportunities/holdings?accountId=${accountId}`,
    ];
    for (const path of tour) expect((await get(path)).status, path).toBe(200);
    live.marketStandIn!.drill({ status: 429, retryAfterSeconds: 30, forSeconds: 300 });
    // Every page of the scan: the seeded ledger fills the first megabytes.
    const Items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await table.client.send(
        new ScanCommand({
          TableName: table.name,
          FilterExpression: 'entity = :market',
          ExpressionAttributeValues: { ':market': 'market-cache' },
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      Items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    for (const item of Items)
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET fresh_until = :past REMOVE lease_until',
          ExpressionAttributeValues: { ':past': 0 },
        }),
      );

    try {
      // Act
      const answers = [];
      for (const path of tour) answers.push({ path, ...(await get(path)) });
      const status = marketStatusSchema.parse(answers[0]!.body);

      // Assess
      expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.path)).toEqual([]);
      expect(answers.map((answer) => answer.status)).toEqual(tour.map(() => 200));
      expect(status.stale).toBe(true);
      expect(priceSchema.parse(answers[1]!.body).provenance).toMatchObject({ stale: true });
    } finally {
      live.marketStandIn!.endDrill();
    }
  });
});
