import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../platform/logger';
import { localAccounts } from './local-accounts';
import { StartupError } from './preflight';
import { preflight, startLocalStack } from './stack';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const webDist = join(repoRoot, 'web/dist');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    info.mtimeMs,
  );
}

/** Builds the SPA when its sources (or the shared contracts it imports) changed since the last build. */
function buildWebIfStale(): void {
  const built = newestChange(join(webDist, 'index.html'));
  const sources = Math.max(
    ...['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'shared/src'].map((path) =>
      newestChange(join(repoRoot, path)),
    ),
  );
  if (built >= sources) return;
  console.log('Building the web app (web/dist is missing or older than its sources)...');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new StartupError('The web app failed to build: see the output above.');
}

function port(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new StartupError(`${variable} must be a port number between 1 and 65535 (got "${raw}")`);
  }
  return value;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  // Lambdas run on Node 22 in AWS; locally Node 20 is supported and the SDK's upgrade notice is noise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const ports = {
    http: port('PORT', 3000),
    dynamodb: port('DYNAMODB_PORT', 8000),
    sqs: port('SQS_PORT', 4566),
    cognito: port('COGNITO_PORT', 9229),
    mailSmtp: port('MAIL_SMTP_PORT', 1025),
    mailWeb: port('MAIL_WEB_PORT', 1080),
  };
  await preflight(ports);
  buildWebIfStale();
  const stack = await startLocalStack({
    // THETIX_DATA_DIR moves the data folder (the restart test uses a temporary one).
    dataDir: process.env.THETIX_DATA_DIR || join(repoRoot, '.data'),
    webDist,
    ports,
    logger: createLogger({ level: (process.env.LOG_LEVEL as 'info' | undefined) ?? 'warn' }),
    onPart: (part, address) => console.log(`  ✓ ${part.padEnd(24)} ${address}`),
  });
  console.log(
    `\nThetix is running at ${stack.urls.http} (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s).`,
  );
  console.log(`Report e-mails land in the local inbox at ${stack.urls.mail} (nothing leaves this machine).`);
  console.log(
    stack.marketStandIn
      ? `Market data: the Massive stand-in at ${stack.marketStandIn.baseUrl} (simulated prices on the live code path).`
      : stack.env.MARKET_DATA === 'massive'
        ? 'Market data: Massive (live; needs network access to api.massive.com).'
        : 'Market data is simulated.',
  );
  console.log('Local accounts (see README):');
  for (const account of localAccounts) console.log(`  ${account.email.padEnd(24)} ${account.password}`);
  console.log('Bearer token for scripts: npm run token -- <email>. Stop with Ctrl+C.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`\nnpm start could not start Thetix: ${error.message}`);
  } else {
    console.error('\nnpm start failed unexpectedly:', error);
  }
  process.exit(1);
});
