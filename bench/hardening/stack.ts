/**
 * The hardening suite's own local stack (issue 20), shared by its parts (fuzz.ts, authz.ts, headers.ts, run.ts):
 * a fresh data folder, free ports, no scheduler, a one-page site with one hashed asset, and the helpers every part
 * needs: fresh signed-in users, XSRF tokens signed for a bearer, and a user's whole partition as a comparable map.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { XSRF_COOKIE, XSRF_HEADER } from '@thetix/shared/contracts/system';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInviteRepository } from '../../functions/src/invites/invite-repository';
import { cognitoClient, ensureUser, signIn } from '../../functions/src/local/cognito-local';
import { localAccounts } from '../../functions/src/local/local-accounts';
import { freeStackPorts } from '../../functions/src/local/preflight';
import { LOCAL_TABLE, startLocalStack, type LocalStack } from '../../functions/src/local/stack';
import { createLogger } from '../../functions/src/platform/logger';
import { createTableClient } from '../../functions/src/platform/table-client';
import type { Table } from '../../functions/src/platform/table';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The one hashed asset of the suite's site, under assets/ as Vite names them. */
export const HASHED_ASSET = '/assets/index-Bh4rd3n1.js';

export interface HardeningUser {
  email: string;
  userId: string;
  token: string;
}

export interface HardeningStack {
  stack: LocalStack;
  base: string;
  table: Table;
  /** A new invited Cognito user, signed in, whose profile the first GET /api/profile has created. */
  newUser(name: string, featureFlags?: Record<string, boolean>): Promise<HardeningUser>;
  /** One of the seeded local accounts (functions/src/local/local-accounts.ts), signed in. */
  seededUser(email: string): Promise<HardeningUser>;
  /** An XSRF token signed for the bearer's user (anonymous without one), from GET /api/token. */
  xsrfFor(token?: string): Promise<string>;
  /** Headers for a call: bearer, and the XSRF cookie + header pair when given. */
  headers(session: { token?: string; xsrf?: string }, extra?: Record<string, string>): Record<string, string>;
  /** The user's partition: sort key -> the item's stable fields as JSON (job and schedule fields left out). */
  partition(userId: string): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

/** true when this module is the script node was started with (so a part runs alone as well as from run.ts). */
export const isMain = (url: string) => resolve(process.argv[1] ?? '') === fileURLToPath(url);

export async function startHardeningStack(): Promise<HardeningStack> {
  // The handlers log every request at info; the suite prints its own summary (LOG_LEVEL=info to see them; errors still show).
  process.env.LOG_LEVEL ??= 'error';
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-hardening-'));
  // A one-page site: paths that leave /api/ (a `..` segment the client resolves) get the SPA, as when it is built;
  // and one hashed asset, for the headers check.
  const siteDir = join(dataDir, 'web');
  mkdirSync(join(siteDir, 'assets'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Thetix</title>');
  writeFileSync(join(siteDir, HASHED_ASSET), 'console.log("thetix");\n');
  const stack = await startLocalStack({
    dataDir,
    webDist: siteDir,
    ports: await freeStackPorts(),
    visibilityTimeoutSeconds: 1,
    scheduler: false,
    logger: createLogger({ level: 'error' }),
  });
  const table: Table = { client: createTableClient('us-east-1', stack.urls.dynamodb), name: LOCAL_TABLE };
  const base = stack.urls.http;

  const signInAs = async (email: string, password: string, name: string) => {
    const client = cognitoClient(stack.urls.cognito);
    try {
      const userId = await ensureUser(client, stack.identity.userPoolId, { email, password, name });
      const token = await signIn(client, stack.identity.clientId, email, password);
      await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
      return { email, userId, token };
    } finally {
      client.destroy();
    }
  };

  let users = 0;
  return {
    stack,
    base,
    table,
    async newUser(name, featureFlags = {}) {
      users += 1;
      const email = `${name}-${Date.now()}-${users}@example.com`;
      await buildInviteRepository(table).putInvite({
        email,
        invitedAt: new Date().toISOString(),
        featureFlags,
        foundersAccess: false,
      });
      return signInAs(email, 'Test-password-1', name);
    },
    async seededUser(email) {
      const account = localAccounts.find((candidate) => candidate.email === email);
      if (!account) throw new Error(`${email} is not a seeded local account`);
      return signInAs(account.email, account.password, account.name);
    },
    async xsrfFor(token) {
      const response = await fetch(`${base}/api/token`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return ((await response.json()) as { token: string }).token;
    },
    headers(session, extra = {}) {
      const headers: Record<string, string> = { ...extra };
      if (session.token) headers.authorization = `Bearer ${session.token}`;
      if (session.xsrf) {
        headers[XSRF_HEADER] = session.xsrf;
        headers.cookie = `${XSRF_COOKIE}=${session.xsrf}`;
      }
      return headers;
    },
    async partition(userId) {
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await table.client.send(
          new QueryCommand({
            TableName: table.name,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `USER#${userId}` },
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      // Jobs the user's own reads start (example cards, opportunity runs) keep changing their job fields and
      // schedules: the comparison is over which items exist and over everything but those fields.
      const volatile = /^(job_|gsi2|updated|lastSeen|materialized|next_|result|widgets|turns|meta)/i;
      return new Map(
        items.map((item) => [
          String(item.sk),
          JSON.stringify(
            Object.entries(item)
              .filter(([name]) => !volatile.test(name))
              .sort(),
          ),
        ]),
      );
    },
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The sort keys whose items appeared, went, or (outside the Thetix items their own jobs rewrite) changed. */
export function partitionChanges(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (sk) =>
      before.has(sk) !== after.has(sk) || (!sk.startsWith('THETIX#') && before.get(sk) !== after.get(sk)),
  );
}
