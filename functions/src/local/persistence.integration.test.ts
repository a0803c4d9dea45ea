import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSmtpEmailSender } from '../notifications/smtp-email-sender';
import { mailInbox } from '../notifications/testing/mail-inbox';
import { createTableClient } from '../platform/table-client';
import { freePort } from './preflight';
import { LOCAL_TABLE } from './stack';

const startScript = join(dirname(fileURLToPath(import.meta.url)), 'start.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'thetix-restart-'));
/** Every `npm start` this file spawns, so a test that times out still leaves no stack running. */
const started = new Set<ChildProcess>();
afterAll(async () => {
  await Promise.all([...started].map((child) => stop(child)));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm start`'s script as a user would, in its own process, and waits for its ready line or its exit. */
function runStart(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: string; exitCode: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', startScript], {
      env: { ...process.env, THETIX_DATA_DIR: dataDir, ...env },
      stdio: 'pipe',
    });
    started.add(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Thetix is running at')) resolve({ child, output, exitCode: null });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => resolve({ child, output, exitCode: code }));
  });
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function ports() {
  return {
    PORT: String(await freePort()),
    DYNAMODB_PORT: String(await freePort()),
    SQS_PORT: String(await freePort()),
    COGNITO_PORT: String(await freePort()),
    MAIL_SMTP_PORT: String(await freePort()),
    MAIL_WEB_PORT: String(await freePort()),
  };
}

describe('npm start', () => {
  it('prints one line per part, and after a stop and a start every item and the seat count are still there', async () => {
    // Prepare
    const firstPorts = await ports();
    const first = await runStart(firstPorts);
    expect(first.output).toContain('Thetix is running at');
    for (const part of [
      'DynamoDB Local',
      'Cognito (cognito-local)',
      'SQS (fauxqs)',
      'Workers',
      'Scheduler (croner)',
      'Mail (maildev)',
      'Web app and API',
    ]) {
      expect(first.output).toContain(part);
    }
    const table = createTableClient('us-east-1', `http://127.0.0.1:${firstPorts.DYNAMODB_PORT}`);
    await table.send(
      new PutCommand({
        TableName: LOCAL_TABLE,
        Item: { pk: 'TEST#restart', sk: 'ITEM', note: 'still here' },
      }),
    );
    table.destroy();
    const seatsBefore = await (await fetch(`http://localhost:${firstPorts.PORT}/api/public/seats`)).json();
    const keysBefore = readFileSync(join(dataDir, 'notification-keys.json'), 'utf8');
    await buildSmtpEmailSender({ host: '127.0.0.1', port: Number(firstPorts.MAIL_SMTP_PORT) })({
      from: 'Thetix <reports@thetix.local>',
      to: 'restart@example.com',
      subject: 'Still here after a restart',
      html: '<p>kept</p>',
      text: 'kept',
      headers: {},
    });
    await mailInbox(`http://127.0.0.1:${firstPorts.MAIL_WEB_PORT}`).waitForMessages('restart@example.com');
    expect(await stop(first.child)).toBe(0);

    // Act
    const secondPorts = await ports();
    const second = await runStart(secondPorts);
    try {
      // Assess
      const again = createTableClient('us-east-1', `http://127.0.0.1:${secondPorts.DYNAMODB_PORT}`);
      const { Item } = await again.send(
        new GetCommand({ TableName: LOCAL_TABLE, Key: { pk: 'TEST#restart', sk: 'ITEM' } }),
      );
      again.destroy();
      expect(Item).toMatchObject({ note: 'still here' });
      expect(await (await fetch(`http://localhost:${secondPorts.PORT}/api/public/seats`)).json()).toEqual(
        seatsBefore,
      );
      expect(readFileSync(join(dataDir, 'notification-keys.json'), 'utf8')).toBe(keysBefore);
      const kept = await mailInbox(`http://127.0.0.1:${secondPorts.MAIL_WEB_PORT}`).list(
        'restart@example.com',
      );
      expect(kept.map((mail) => mail.subject)).toEqual(['Still here after a restart']);
    } finally {
      await stop(second.child);
    }
    // Two full starts (table engine, identity, seed, workers) on a shared two-core machine: minutes, not seconds.
  }, 240_000);

  it('says clearly which port is taken instead of printing a stack trace', async () => {
    // Prepare
    const blocker = createServer();
    const taken = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      // Act
      const run = await runStart({ ...(await ports()), PORT: String(taken) });
      // Assess
      expect(run.exitCode).toBe(1);
      expect(run.output).toContain(`Port ${taken} is already in use, so the web server cannot start.`);
      expect(run.output).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });
});
