/**
 * `npm run rebuild:aggregates [-- --user <userId>] [--dry-run]`: recomputes every account's snapshot rows (books,
 * income per day and month: functions/src/portfolio/book-snapshot-entity.ts, income-aggregate-entity.ts) from its
 * ledger and writes the rows that differ. Against the running local stack (`npm start`'s data folder, or
 * THETIX_DATA_DIR); against AWS with TABLE_NAME (and AWS credentials) set. `--dry-run` only reports the accounts
 * whose stored snapshot differs from the ledger.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_TABLE } from '../functions/src/local/stack';
import type { Table } from '../functions/src/platform/table';
import { createTableClient } from '../functions/src/platform/table-client';
import { rebuildAggregates } from '../functions/src/portfolio/rebuild-aggregates';

function tableFromEnvironment(): Table {
  if (process.env.TABLE_NAME && !process.env.THETIX_DATA_DIR)
    return {
      client: createTableClient(process.env.AWS_REGION ?? 'us-east-1', process.env.DYNAMODB_ENDPOINT),
      name: process.env.TABLE_NAME,
    };
  const dataDir =
    process.env.THETIX_DATA_DIR || join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), '.data');
  const stateFile = join(dataDir, 'local-stack.json');
  if (!existsSync(stateFile)) {
    console.error(
      'No local stack found: start the product first with npm start (or set TABLE_NAME for AWS).',
    );
    process.exit(1);
  }
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { urls: { dynamodb: string } };
  return { client: createTableClient('us-east-1', state.urls.dynamodb), name: LOCAL_TABLE };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const args = process.argv.slice(2);
  const userIndex = args.indexOf('--user');
  const userId = userIndex >= 0 ? args[userIndex + 1] : undefined;
  if (userIndex >= 0 && !userId) {
    console.error('Usage: npm run rebuild:aggregates [-- --user <userId>] [--dry-run]');
    process.exit(2);
  }
  const started = performance.now();
  const report = await rebuildAggregates(tableFromEnvironment(), {
    ...(userId ? { userId } : {}),
    dryRun: args.includes('--dry-run'),
  });
  console.log(
    `${args.includes('--dry-run') ? 'Checked' : 'Rebuilt'} ${report.accounts} account(s), ${report.lines} ledger ` +
      `line(s): ${report.differing} differed from the ledger; ${report.written} row(s) written, ` +
      `${report.deleted} deleted in ${Math.round(performance.now() - started)} ms.`,
  );
}

await main();
