import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
const allPages = ['/', '/thetix', '/login', '/blog', '/blog/what-is-a-covered-call'];
const allPresets: Array<{ name: 'desktop' | 'mobile'; config?: Config }> = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile' }, // Lighthouse's default config emulates a mid-range phone on a slow 4G link
];
/**
 * `--pages /,/thetix` and `--preset mobile` audit a subset (a quick check while working on one page); such a run
 * prints its table but leaves bench/results/lighthouse-latest.md, the record of a full run, alone.
 */
const flagValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const pages = flagValue('--pages')?.split(',') ?? allPages;
const presetFlag = flagValue('--preset');
const presets = allPresets.filter((preset) => presetFlag === undefined || preset.name === presetFlag);
const fullRun = pages === allPages && presets.length === allPresets.length;
/** `--reports <dir>` keeps each audit's full JSON report there (to see the LCP element, the long tasks...). */
const reportsDir = flagValue('--reports');
/**
 * `--runs N` audits each page N times and keeps the run of median performance (Lighthouse's simulated throttling
 * scales what the machine measured, so one page's score varies from run to run); the table lists every run's score.
 */
const runs = Number(flagValue('--runs') ?? 1);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs takes a whole number of at least 1, not "${flagValue('--runs')}"`);

interface PageScore {
  page: string;
  preset: string;
  performance: number;
  /** Every run's performance score, in order (one with the default `--runs 1`). */
  performanceRuns: number[];
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The machine's 1-minute load average just before the audit: scores on a busy machine are lower. */
  load: number;
  failedAccessibilityAudits: string[];
  /** `audit: element` for the first few failing elements, so a fix knows where to look. */
  failingElements: string[];
}

/** The entry chunk plus every modulepreload of an HTML file of the build, gzip -9. */
function scriptGzipBytes(distDir: string, htmlFile: string): number {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return scripts.reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length,
    0,
  );
}

/**
 * The landing page's initial JS, what `/` loads before its first paint: the scripts of the prerendered landing
 * (web/scripts/prerender.ts), or of index.html in a build without it. And what the app needs to start, which the
 * landing fetches once its entry runs: the SPA shell's scripts (index.html preloads them).
 */
function landingJsGzipBytes(distDir: string): { initial: number; appStart: number } {
  const prerendered = existsSync(join(distDir, 'prerendered/index.html'));
  return {
    initial: scriptGzipBytes(distDir, prerendered ? 'prerendered/index.html' : 'index.html'),
    appStart: scriptGzipBytes(distDir, 'index.html'),
  };
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
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${config ? 'desktop' : 'mobile'}-${Date.now()}.json`;
    writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr, null, 1));
  }
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
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failedAccessibilityAudits: failed,
    failingElements,
  };
}

function table(scores: PageScore[]): string {
  const rows = scores.map(
    (row) =>
      `| ${row.page} | ${row.preset} | ${row.performance} | ${row.performanceRuns.join(', ')} | ${row.load.toFixed(2)} | ${row.accessibility} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${
        row.failedAccessibilityAudits.join(', ') || '-'
      } |`,
  );
  return [
    '| page | preset | performance (median) | runs | load avg (1 min) | accessibility | LCP ms | TBT ms | CLS | failing accessibility audits |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
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
        const results: Array<Awaited<ReturnType<typeof audit>> & { load: number }> = [];
        for (let run = 0; run < runs; run++) {
          const load = loadavg()[0] ?? 0;
          const result = await audit(`${stack.urls.http}${page}`, chrome.port, preset.config);
          results.push({ ...result, load });
          process.stdout.write(
            `${preset.name} ${page}: performance ${result.performance} (load ${load.toFixed(2)}), accessibility ${result.accessibility}\n`,
          );
        }
        const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)]!;
        scores.push({
          page,
          preset: preset.name,
          ...median,
          performanceRuns: results.map((result) => result.performance),
        });
      }
    }
  } finally {
    chrome.kill();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const js = landingJsGzipBytes(webDist);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const failing = scores.flatMap((row) =>
    row.failingElements.map((line) => `- ${row.preset} ${row.page}: \`${line.replace(/`/g, "'")}\``),
  );
  const report = [
    '# Lighthouse (latest run)',
    '',
    `Run ${new Date().toISOString()} with Lighthouse 12.8.2, headless Chromium (${chromePath}), against the local`,
    `stack serving ${relative(repoRoot, webDist)} (\`npm run lighthouse\`). Performance uses simulated throttling;`,
    'the figures vary with the machine and its load, so compare runs made on the same one; each row gives the',
    "machine's 1-minute load average just before its audit (2 cores: above 1 the audit shares the CPU).",
    `Each page was audited ${runs} time${runs === 1 ? '' : 's'} (\`--runs\`); a row is the run of median performance, and`,
    "lists every run's score.",
    '',
    `Initial JS of \`/\` (entry chunk + modulepreloads, gzip -9): ${kib(js.initial)}; the app's start, fetched once`,
    `the entry runs (the SPA shell's entry + modulepreloads): ${kib(js.appStart)}.`,
    '',
    table(scores),
    '',
    '## Failing accessibility elements',
    '',
    ...(failing.length > 0 ? failing : ['None.']),
    '',
  ].join('\n');
  process.stdout.write(
    `\n${table(scores)}\n\nInitial JS of / (gzip): ${kib(js.initial)}; app start: ${kib(js.appStart)}\n`,
  );
  if (!fullRun) return;
  mkdirSync(dirname(resultFile), { recursive: true });
  writeFileSync(resultFile, report);
  process.stdout.write(`Written to ${resultFile}\n`);
}

await main();
