/**
 * Where a bench section keeps its results: bench/results/<time>-<section>.json with the machine beside the
 * figures, and bench/results/<section>-latest.md headed with the machine's state. Shared by the quant, Thetix and
 * chats sections (issue 33 item 7: each held a copy).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { round3 } from './thetix-engine';

/** A section's clock: `timed(name, run)` runs a part and keeps its seconds in `seconds` under `name`. */
export function sectionTimer() {
  const seconds: Record<string, number> = {};
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    seconds[name] = round3((performance.now() - started) / 1000);
    return result;
  };
  return { seconds, timed };
}

/** The closing line of a section's markdown: how long each of its parts took. */
export const sectionTimeLine = (seconds: Record<string, number>) =>
  `- Section time: ${Object.entries(seconds)
    .map(([name, value]) => `${name} ${value} s`)
    .join(', ')}.`;

/**
 * Writes both files; answers the compact summary for the terminal (its heading, `summary`, and where the full
 * tables are), or with no `summary` the whole markdown.
 */
export function writeSectionResults(options: {
  folder: string;
  measuredAt: string;
  /** The file names' part: `quant`, `thetix`, `chats`. */
  section: string;
  /** The markdown heading before the time: `Thetix benchmark`. */
  title: string;
  results: unknown;
  markdown: readonly string[];
  summary?: readonly string[];
}): string {
  const { folder, measuredAt, section } = options;
  mkdirSync(folder, { recursive: true });
  const record = {
    measuredAt,
    machine: { node: process.version, cpus: cpus().length, loadAverage: loadavg() },
    [section]: options.results,
  };
  writeFileSync(
    join(folder, `${measuredAt.slice(0, 19).replace(/:/g, '-')}-${section}.json`),
    `${JSON.stringify(record, null, 2)}\n`,
  );
  const file = join(folder, `${section}-latest.md`);
  const markdown = [
    `# ${options.title} ${measuredAt} (Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
    '',
    ...options.markdown,
  ].join('\n');
  writeFileSync(file, markdown);
  if (!options.summary) return markdown;
  return [
    `# ${options.title} ${measuredAt}`,
    '',
    ...options.summary,
    '',
    `Every table, the cost on paper and its assumptions: ${relative(process.cwd(), file)}`,
  ].join('\n');
}
