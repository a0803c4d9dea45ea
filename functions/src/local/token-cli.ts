import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cognitoClient, signIn } from './cognito-local';
import { localAccounts } from './local-accounts';

/** `npm run token -- <email>`: a bearer token (Cognito ID token) for a seeded local account. Local mode only. */
async function main(): Promise<void> {
  // The token is the only output: scripts capture it with $(...).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const email = process.argv[2]?.toLowerCase();
  const account = localAccounts.find((candidate) => candidate.email === email);
  if (!account) {
    console.error(
      `Usage: npm run token -- <email>, where email is one of: ${localAccounts.map((a) => a.email).join(', ')}`,
    );
    process.exit(2);
  }
  // The same data folder `npm start` uses, THETIX_DATA_DIR included.
  const dataDir =
    process.env.THETIX_DATA_DIR ||
    join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), '.data');
  const stateFile = join(dataDir, 'local-stack.json');
  if (!existsSync(stateFile)) {
    console.error('No local stack found: start the product first with npm start.');
    process.exit(1);
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
    urls: { cognito: string };
    identity: { clientId: string };
  };
  const client = cognitoClient(state.urls.cognito);
  try {
    console.log(await signIn(client, state.identity.clientId, account.email, account.password));
  } catch (error) {
    console.error(
      `Could not sign in ${account.email} at ${state.urls.cognito}: is npm start running? (${(error as Error).message})`,
    );
    process.exit(1);
  } finally {
    client.destroy();
  }
}

void main();
