import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import './provided-context';
import { createLogger } from '../platform/logger';
import { freeStackPorts } from './preflight';
import { startLocalStack } from './stack';

/**
 * One local stack for the integration and browser tiers: the code `npm start` runs, on free ports, with a fresh
 * data folder that is deleted afterwards. The SPA must be built (npm test builds it before vitest runs);
 * THETIX_TEST_WEB_DIST points at another build (a private `vite build --outDir`) when several people test at once.
 */
export default async function setup(project: TestProject) {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-test-'));
  const stack = await startLocalStack({
    dataDir,
    webDist: process.env.THETIX_TEST_WEB_DIST ?? join(repoRoot, 'web/dist'),
    ports: await freeStackPorts(),
    visibilityTimeoutSeconds: 1,
    scheduler: false,
    logger: createLogger({ level: 'error' }),
  });
  project.provide('stack', {
    urls: stack.urls,
    identity: stack.identity,
    env: stack.env,
    queueUrls: stack.queueUrls,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
