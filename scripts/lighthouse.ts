import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { createLogger } from '../functions/src/platform/logger';
import { freePort } from '../functions/src/local/preflight';
import { startLocalStack } from '../functions/src/local/stack';

/**
 * `npm run lighthouse`: Lighthouse 12 (performance + accessibility) on the public pages of the built SPA, desktop
 * and mobile presets, against the real local stack so `/config.json` and the public calculator API answer as in
 * AWS. It builds nothing: run `npm run build` first. Prints a table and writes bench/results/lighthouse-latest.md.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** `--dist <dir>` audits another build (a copy kept for a before/after comparison); web/dist by default. */
const distFlag = process.argv.indexOf('--dist');
const webDist = resolve(distFlag >= 0 ? (process.argv[distFlag + 1] ?? '') : join(repoRoot, 'web/dist'));
const resultFile = join(repoRoot, 'bench/results/lighthouse-latest.md');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The blog post audited: the first post of the local Markdown blog. */
const pages = ['/', '/login', '/blog', '/blog/what-is-a-covered-call'];
const presets: Array<{ name: 'desktop' | 'mobile'; config?: Config }> = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile' }, // Lighthouse's default config emulates a mid-range phone on a slow 4G link
];

interface PageScore {
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  failedAccessibilityAudits: string[];
  /** `audit: element` for the first few failing elements, so a fix knows where to look. */
  failingElements: string[];
}

/** The landing page's initial JS: the entry chunk plus every modulepreload of dist/index.html, gzip -9. */
function initialJsGzipBytes(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return scripts.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length,
    0,
  );
}

async function audit(url: string, port: number, config: Config | undefined) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failed = (categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const failingElements = failed.flatMap((id) => {
    const details = audits[id]?.details;
    const items =
      details && 'items' in details ? (details.items as Array<{ node?: { snippet?: string } }>) : [];
    return items.slice(0, 4).map((item) => `${id}: ${item.node?.snippet ?? '?'}`);
  });
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    failedAccessibilityAudits: failed,
    failingElements,
  };
}

function table(scores: PageScore[]): string {
  const rows = scores.map(
    (row) =>
      `| ${row.page} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${row.lcpMs} | ${row.tbtMs} | ${
        row.failedAccessibilityAudits.join(', ') || '-'
      } |`,
  );
  return [
    '| page | preset | performance | accessibility | LCP ms | TBT ms | failing accessibility audits |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= 'error'; // the handlers' request logs would drown the table
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('web/dist is not built: run npm run build first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-lighthouse-'));
  const stack = await startLocalStack({
    dataDir,
    webDist,
    ports: {
      http: await freePort(),
      dynamodb: await freePort(),
      sqs: await freePort(),
      cognito: await freePort(),
    },
    scheduler: false,
    logger: createLogger({ level: 'error' }),
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const scores: PageScore[] = [];
  try {
    for (const preset of presets) {
      for (const page of pages) {
        const result = await audit(`${stack.urls.http}${page}`, chrome.port, preset.config);
        scores.push({ page, preset: preset.name, ...result });
        process.stdout.write(
          `${preset.name} ${page}: performance ${result.performance}, accessibility ${result.accessibility}\n`,
        );
      }
    }
  } finally {
    chrome.kill();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const initialJs = initialJsGzipBytes(webDist);
  const failing = scores.flatMap((row) =>
    row.failingElements.map((line) => `- ${row.preset} ${row.page}: \`${line.replace(/`/g, "'")}\``),
  );
  const report = [
    '# Lighthouse (latest run)',
    '',
    `Run ${new Date().toISOString()} with Lighthouse 12.8.2, headless Chromium (${chromePath}), against the local`,
    `stack serving ${relative(repoRoot, webDist)} (\`npm run lighthouse\`). Performance uses simulated throttling;`,
    'the figures vary with the machine and its load, so compare runs made on the same one.',
    '',
    `Initial JS of \`/\` (entry chunk + modulepreloads, gzip -9): ${(initialJs / 1024).toFixed(1)} KiB.`,
    '',
    table(scores),
    '',
    '## Failing accessibility elements',
    '',
    ...(failing.length > 0 ? failing : ['None.']),
    '',
  ].join('\n');
  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, report);
  process.stdout.write(
    `\n${table(scores)}\n\nInitial JS of / (gzip): ${(initialJs / 1024).toFixed(1)} KiB\n`,
  );
  process.stdout.write(`Written to ${resultFile}\n`);
}

await main();
