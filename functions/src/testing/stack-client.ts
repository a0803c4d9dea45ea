import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { buildInviteRepository } from '../invites/invite-repository';
import { cognitoClient, ensureUser, signIn } from '../local/cognito-local';
import { localAccounts } from '../local/local-accounts';
import { LOCAL_TABLE } from '../local/stack';
import { createTableClient } from '../platform/table-client';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetConsistent, type Table } from '../platform/table';

/** The stack the global setup started (functions/src/local/test-stack.global-setup.ts). */
export const stack = () => inject('stack');

export function stackTable(): Table {
  return { client: createTableClient('us-east-1', stack().urls.dynamodb), name: LOCAL_TABLE };
}

/** A real ID token from cognito-local for a seeded account. */
/**
 * The items whose `lookup` key is `gsi1pk`, in full: the index projects only what the product's queries read
 * (decision 280), so a test reads the keys from it and the items from the table.
 */
export async function lookupItems(gsi1pk: string): Promise<Record<string, unknown>[]> {
  const table = stackTable();
  const { Items = [] } = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      IndexName: 'lookup',
      KeyConditionExpression: 'gsi1pk = :key',
      ExpressionAttributeValues: { ':key': gsi1pk },
    }),
  );
  return batchGetConsistent(
    table,
    Items.map((item) => ({ pk: item.pk, sk: item.sk })),
  );
}

export async function tokenFor(email: string): Promise<string> {
  const account = localAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a seeded local account`);
  const client = cognitoClient(stack().urls.cognito);
  try {
    return await signIn(client, stack().identity.clientId, account.email, account.password);
  } finally {
    client.destroy();
  }
}

/**
 * A brand-new Cognito user, invited or not, signed in: each test gets its own so tests never share state.
 * Returns its token and Cognito sub.
 */
export async function createSignedInUser(options: {
  invited: boolean;
  featureFlags?: Record<string, boolean>;
}) {
  const email = `user-${randomUUID()}@example.com`;
  const password = 'Test-password-1';
  if (options.invited) {
    await buildInviteRepository(stackTable()).putInvite({
      email,
      invitedAt: new Date().toISOString(),
      featureFlags: options.featureFlags ?? {},
      foundersAccess: false,
    });
  }
  const client = cognitoClient(stack().urls.cognito);
  try {
    const userId = await ensureUser(client, stack().identity.userPoolId, {
      email,
      password,
      name: 'Test User',
    });
    return { email, userId, token: await signIn(client, stack().identity.clientId, email, password) };
  } finally {
    client.destroy();
  }
}

/** A call to the running API as the browser makes it; `xsrf: true` first fetches and echoes the XSRF token. */
export async function callApi(
  path: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    xsrf?: boolean;
    headers?: Record<string, string>;
    /** Another running stack's address (a test that starts its own); the shared stack's by default. */
    baseUrl?: string;
  } = {},
) {
  const baseUrl = options.baseUrl ?? stack().urls.http;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.xsrf) {
    // The token is signed for the bearer's user, so it is fetched with the same bearer.
    const response = await fetch(`${baseUrl}/api/token`, {
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
    const { token } = (await response.json()) as { token: string };
    headers['x-xsrf-token'] = token;
    headers.cookie = `XSRF-TOKEN=${token}`;
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

export type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;

/** An invited user with a profile (the first GET /api/profile creates it), as the SPA has one before any setting. */
export async function createUserWithProfile(): Promise<SignedInUser> {
  const user = await createSignedInUser({ invited: true });
  await callApi('/api/profile', { token: user.token });
  return user;
}

/** A state-changing call as `user`, with the XSRF token the browser sends along. */
export const writeAs = (user: SignedInUser, path: string, method: string, body?: unknown) =>
  callApi(path, { token: user.token, method, body, xsrf: true });
