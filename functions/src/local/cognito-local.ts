import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { waitFor } from './preflight';

const require = createRequire(import.meta.url);

/**
 * cognito-local in a child process: its own cwd under .data (it keeps users in `.cognito/db` there) and its own
 * PORT variable, which would otherwise clash with ours. It issues real RS256-signed JWTs and serves its JWKS.
 */
export async function startCognitoLocal(options: { port: number; dataDir: string }): Promise<{
  endpoint: string;
  process: ChildProcess;
}> {
  mkdirSync(options.dataDir, { recursive: true });
  const entry = join(dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DEBUG: '' },
    stdio: 'pipe',
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor('cognito-local', async () => {
      if (child.exitCode !== null)
        throw new Error(`cognito-local exited with ${child.exitCode}: ${output.trim()}`);
      const response = await fetch(`${endpoint}/health`).catch(() => fetch(endpoint));
      if (response.status >= 500) throw new Error(`status ${response.status}`);
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { endpoint, process: child };
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface LocalIdentity {
  userPoolId: string;
  clientId: string;
}

/**
 * The local user pool and app client, created once and remembered in `identity.json` so their ids (and so the
 * token issuer) stay the same across restarts.
 */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  dataDir: string,
): Promise<LocalIdentity> {
  const file = join(dataDir, 'identity.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as LocalIdentity;
    const stillThere = await Promise.all([
      client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId })),
      client.send(
        new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.clientId }),
      ),
    ]).then(
      () => true,
      () => false,
    );
    if (stillThere) return saved;
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'thetix-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'thetix-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const identity = { userPoolId, clientId: appClient.UserPoolClient!.ClientId! };
  writeFileSync(file, JSON.stringify(identity, null, 2));
  return identity;
}

/** Creates the user with a permanent password unless it exists; returns its `sub`. */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  account: { email: string; password: string; name: string },
): Promise<string> {
  const sub = (attributes: { Name?: string; Value?: string }[] | undefined) =>
    attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  try {
    const existing = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }),
    );
    const id = sub(existing.UserAttributes);
    if (id) return id;
  } catch (error) {
    if (
      !(error instanceof UserNotFoundException) &&
      (error as { name?: string }).name !== 'UserNotFoundException'
    )
      throw error;
  }
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.name },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      Password: account.password,
      Permanent: true,
    }),
  );
  const id = sub(created.User?.Attributes);
  if (!id) throw new Error(`cognito-local returned no sub for ${account.email}`);
  return id;
}

/** USER_PASSWORD_AUTH, the flow cognito-local supports: returns the ID token the API expects as bearer. */
export async function signIn(
  client: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
): Promise<string> {
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.IdToken;
  if (!token)
    throw new Error(`Sign-in of ${email} returned no ID token (challenge ${result.ChallengeName ?? 'none'})`);
  return token;
}
