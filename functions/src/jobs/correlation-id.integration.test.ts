import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetConfigForTests } from '../config';
import { cognitoClient, signIn } from '../local/cognito-local';
import { localAccounts } from '../local/local-accounts';
import { freeStackPorts } from '../local/preflight';
import { startLocalStack, type LocalStack } from '../local/stack';
import { createLogger } from '../platform/logger';
import { callApi } from '../testing/stack-client';

/**
 * Issue 33 item 1's proof: a Thetix card's API request, its job message and the worker's lines for that card are
 * one correlation id apart from nothing. The shared stack runs in the global setup's process, out of this file's
 * reach, so this file starts a stack of its own: its handlers and workers run in this worker and print their
 * Powertools JSON lines to this process's stdout, which the test reads.
 */

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type LogLine = Record<string, unknown>;

describe('correlation ids through a Thetix card job', () => {
  let stack: LocalStack;
  let dataDir: string;
  let token: string;
  let stdout: MockInstance<typeof process.stdout.write>;
  let printed = '';
  const environment = { ...process.env };

  /** Every JSON line the handlers and workers printed so far. */
  const logLines = (): LogLine[] =>
    printed
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });

  beforeAll(async () => {
    const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
    dataDir = mkdtempSync(join(tmpdir(), 'thetix-correlation-'));
    process.env.LOG_LEVEL = 'info';
    stack = await startLocalStack({
      dataDir,
      webDist: process.env.THETIX_TEST_WEB_DIST ?? join(repoRoot, 'web/dist'),
      ports: await freeStackPorts(),
      visibilityTimeoutSeconds: 1,
      scheduler: false,
      logger: createLogger({ level: 'error' }),
    });
    const investor = localAccounts.find((account) => account.email === 'investor@thetix.local')!;
    const client = cognitoClient(stack.urls.cognito);
    try {
      token = await signIn(client, stack.identity.clientId, investor.email, investor.password);
    } finally {
      client.destroy();
    }
    // From here on the handlers' lines are read, not shown: Powertools prints through process.stdout.
    stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    });
  }, 180_000);

  afterAll(async () => {
    stdout?.mockRestore();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    // This worker process may run other files: the shared stack's environment comes back.
    for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
    Object.assign(process.env, environment);
    resetConfigForTests();
  });

  const call = (path: string, options: Parameters<typeof callApi>[1] = {}) =>
    callApi(path, { token, baseUrl: stack.urls.http, ...options });

  async function createCardAndWait(headers: Record<string, string>) {
    const [collection] = (await call('/api/thetix-card-collections')).body as unknown as CardCollection[];
    const created = await call('/api/thetix-cards', {
      method: 'POST',
      xsrf: true,
      headers,
      body: { user_query: 'price of AAPL', collection_id: collection!.id },
    });
    expect(created.status).toBe(201);
    const card = created.body as unknown as Card;
    const deadline = Date.now() + 30_000;
    let materialized = false;
    while (!materialized && Date.now() < deadline) {
      await sleep(250);
      materialized = logLines().some(
        (line) =>
          line.message === 'card materialized' &&
          line.key !== undefined &&
          JSON.stringify(line.key).includes(card.id),
      );
    }
    return { card, response: created };
  }

  it("logs the card's API request, its job message and the worker's lines under the request's id", async () => {
    // Act
    const { card, response } = await createCardAndWait({});
    const correlationId = response.headers.get('x-correlation-id');

    // Assess
    expect(correlationId).toBeTruthy();
    expect(correlationId).toBe(response.headers.get('x-request-id'));
    const lines = logLines().filter((line) => line.correlation_id === correlationId);
    const request = lines.find(
      (line) => line.message === 'request' && line.route === 'POST /api/thetix-cards',
    );
    expect(request).toMatchObject({
      level: 'INFO',
      service: 'thetix',
      status: 201,
      timestamp: expect.any(String),
    });
    // The worker's lines: they can only have the id from the message body (else they carry the message id).
    const worker = lines.filter((line) => line.worker === 'jobs');
    expect(worker.length).toBeGreaterThan(0);
    expect(
      worker.every((line) => line.kind === 'thetix-card' && JSON.stringify(line.key).includes(card.id)),
    ).toBe(true);
    expect(worker.map((line) => line.message)).toContain('card materialized');
    expect(worker[0]!.messageId).not.toBe(correlationId);
    // Nothing else of that card's job was logged under another id.
    const elsewhere = logLines().filter(
      (line) => line.worker === 'jobs' && JSON.stringify(line.key ?? '').includes(card.id),
    );
    expect(elsewhere.every((line) => line.correlation_id === correlationId)).toBe(true);
  });

  it("carries a caller's X-Correlation-Id from the request to the worker instead", async () => {
    // Prepare
    const sent = `client-${randomUUID()}`;

    // Act
    const { card, response } = await createCardAndWait({ 'x-correlation-id': sent });

    // Assess
    expect(response.headers.get('x-correlation-id')).toBe(sent);
    const lines = logLines().filter((line) => line.correlation_id === sent);
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'request', route: 'POST /api/thetix-cards' }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'card materialized', worker: 'jobs', kind: 'thetix-card' }),
    );
    expect(
      lines
        .filter((line) => line.worker === 'jobs')
        .every((line) => JSON.stringify(line.key).includes(card.id)),
    ).toBe(true);
  });
});
