/**
 * The running local stack as the Thetix and chats benches reach it, and a fresh bench user on it. Shared by both
 * benches (issue 33 item 7: the user helper was copied between them).
 */
import { randomUUID } from 'node:crypto';
import { buildInviteRepository } from '../functions/src/invites/invite-repository';
import { cognitoClient, ensureUser, signIn } from '../functions/src/local/cognito-local';
import { LOCAL_TABLE } from '../functions/src/local/stack';
import { createTableClient } from '../functions/src/platform/table-client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StackAccess {
  base: string;
  dynamodbUrl: string;
  sqsUrl: string;
  cognitoUrl: string;
  userPoolId: string;
  clientId: string;
}

/** Where the stack started on `dataDir` listens (the runtime writes local-stack.json once it is up). */
export function readStackAccess(dataDir: string): StackAccess {
  const state = JSON.parse(readFileSync(join(dataDir, 'local-stack.json'), 'utf8')) as {
    urls: { http: string; dynamodb: string; sqs: string; cognito: string };
    identity: { userPoolId: string; clientId: string };
  };
  return {
    base: state.urls.http,
    dynamodbUrl: state.urls.dynamodb,
    sqsUrl: state.urls.sqs,
    cognitoUrl: state.urls.cognito,
    userPoolId: state.identity.userPoolId,
    clientId: state.identity.clientId,
  };
}

/**
 * A fresh bench user, as the integration tests make one: invited, signed in through cognito-local, with a profile
 * and the example portfolio, and a `call` that sends the bearer (and on writes the XSRF pair signed for it).
 */
export async function benchUser(stack: StackAccess, emailPrefix: string) {
  const email = `${emailPrefix}-${randomUUID()}@example.com`;
  const password = 'Bench-password-1';
  const invites = createTableClient('us-east-1', stack.dynamodbUrl);
  try {
    await buildInviteRepository({ client: invites, name: LOCAL_TABLE }).putInvite({
      email,
      invitedAt: new Date().toISOString(),
      featureFlags: {},
      foundersAccess: false,
    });
  } finally {
    invites.destroy();
  }
  const cognito = cognitoClient(stack.cognitoUrl);
  let userId: string;
  let token: string;
  try {
    userId = await ensureUser(cognito, stack.userPoolId, { email, password, name: 'Bench User' });
    token = await signIn(cognito, stack.clientId, email, password);
  } finally {
    cognito.destroy();
  }
  // The XSRF token is signed for the bearer's user.
  const xsrf = (
    (await (
      await fetch(`${stack.base}/api/token`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { token: string }
  ).token;
  const call = async (path: string, method = 'GET', body?: unknown) => {
    const response = await fetch(`${stack.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(method === 'GET' ? {} : { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  await call('/api/profile');
  await call('/api/test-data', 'POST');
  return { userId, email, call };
}

export type BenchUser = Awaited<ReturnType<typeof benchUser>>;
