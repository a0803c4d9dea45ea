/**
 * `npm run bench:hardening`: the hardening suite of issue 20. In one local stack of its own (stack.ts): the headers
 * check (headers.ts), the authorization matrix (authz.ts), the fuzz (fuzz.ts, fast-check from the shared zod
 * contracts), the load (load.ts, autocannon) and the outside probe's findings (probe.ts, issue 33), in that order (the matrix compares user A's partition around each
 * write, so it runs before the fuzz's load). Then the crash check (crash.ts) on the local product as a process tree
 * of its own: kill -9 mid-stream, restart, count lost writes and stuck jobs.
 *
 * Usage: `npm run bench:hardening [-- [requests] [seed]]` (fuzz defaults 10,000 and 20; load 50 connections for
 * 60 s per route; crash: 10 s of writes, jobs must be done 240 s after the restart), or
 * `npm run bench:hardening -- --short` as CI runs it (under 3 minutes): 1,000 fuzz requests, the full matrix, the
 * headers, 10 s of load per route (THETIX_LOAD_SECONDS / THETIX_LOAD_CONNECTIONS override either mode), and the
 * crash check for lost writes only (the job drain needs the lease's 2.5 minutes plus a dispatcher minute, so only
 * the full run waits for it; the short one reports the jobs it found at the restart).
 * Results: bench/results/<time>-hardening.json (the fuzz's fields at the top level as before, `authz`, `headers`,
 * `load` and `crash` beside them) and bench/results/hardening-latest.md. Prints a one-line verdict last and exits 1
 * on any 5xx or reset, a write left by a refused request, an authorization leak, a missing header, a non-2xx under
 * load, a probe finding back, a lost acknowledged write, or (full run) a job stuck after the crash.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { authzMarkdown, runAuthz } from './authz';
import { crashMarkdown, runCrash } from './crash';
import { fuzzMarkdown, runFuzz } from './fuzz';
import { headersMarkdown, runHeaders } from './headers';
import { loadMarkdown, runLoad } from './load';
import { probeMarkdown, runProbe } from './probe';
import { repoRoot, startHardeningStack } from './stack';

const args = process.argv.slice(2);
const short = args.includes('--short');
const positional = args.filter((arg) => !arg.startsWith('--'));
const requests = Number(positional[0] ?? (short ? 1000 : 10_000));
const seed = Number(positional[1] ?? 20);
const loadSeconds = Number(process.env.THETIX_LOAD_SECONDS ?? (short ? 10 : 60));
const loadConnections = Number(process.env.THETIX_LOAD_CONNECTIONS ?? 50);

const started = Date.now();
const hardening = await startHardeningStack();
let parts;
try {
  const headers = await runHeaders(hardening);
  const authz = await runAuthz(hardening);
  const fuzz = await runFuzz(hardening, { requests, seed });
  const load = await runLoad(hardening, { seconds: loadSeconds, connections: loadConnections });
  const probe = await runProbe(hardening, { seconds: loadSeconds, connections: loadConnections });
  parts = { headers, authz, fuzz, load, probe };
} finally {
  await hardening.stop();
}
const { headers, authz, fuzz, load, probe } = parts;
const crash = await runCrash({ writeSeconds: short ? 5 : 10, drainSeconds: short ? 120 : 180 });

const failures = [
  fuzz.serverErrors && `${fuzz.serverErrors} × 5xx or reset`,
  fuzz.writesFromRefusedRequests && `${fuzz.writesFromRefusedRequests} writes from refused requests`,
  authz.leaks && `${authz.leaks} authorization leaks`,
  headers.missing && `${headers.missing} missing or wrong headers`,
  authz.detectorControl.blind.length && `leak detector blind on ${authz.detectorControl.blind.join(', ')}`,
  load.failures && `${load.failures} non-2xx or errors under load`,
  probe.failures &&
    `${probe.failures} of the outside probe's findings back (${probe.checks
      .filter((entry) => !entry.ok)
      .map((entry) => entry.finding)
      .join(', ')})`,
  crash.lostWrites && `${crash.lostWrites} acknowledged writes lost in the crash`,
  !short && crash.stuckJobs && `${crash.stuckJobs} jobs stuck ${crash.drainSeconds} s after the crash`,
].filter(Boolean);
const loadFigures = load.runs
  .map(
    (run) => `${run.name} ${run.requestsPerSecond} req/s p50 ${run.latencyP50Ms} p99 ${run.latencyP99Ms} ms`,
  )
  .join(', ');
const jobs = short
  ? `${crash.jobsAtRestart} jobs open at restart (drain checked in the full run)`
  : `${crash.stuckJobs} stuck jobs after ${crash.drainSeconds} s (all done ${crash.jobsDrainedAfterSeconds?.toFixed(0) ?? 'never'} s after the restart)`;
const verdict = `hardening ${failures.length ? 'FAIL' : 'PASS'}${short ? ' (short)' : ''}: fuzz ${fuzz.requests} requests, ${fuzz.serverErrors} × 5xx, ${fuzz.writesFromRefusedRequests} writes from refused; authz ${authz.requests} requests, ${authz.leaks} leaks; headers ${headers.checks} checks, ${headers.missing} missing; load ${load.failures} errors (${loadFigures}, load average ${load.runs.at(-1)?.loadAverage.join('/') ?? '?'}); probe ${probe.checks.length - probe.failures}/${probe.checks.length} findings fixed (${probe.cards.stored} cards: unpaged ${probe.cards.unpagedBytes} bytes, board page ${probe.cards.load ? `${probe.cards.load.requestsPerSecond} req/s p99 ${probe.cards.load.latencyP99Ms} ms` : 'not loaded'}); crash ${crash.lostWrites} of ${crash.writes.acknowledged} acknowledged writes lost, ${jobs}; ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? ` - ${failures.join(', ')}` : ''}`;
const results = { ...fuzz, short, verdict, authz, headers, load, probe, crash };
const out = join(repoRoot, 'bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, `${fuzz.at.replace(/[:.]/g, '-').slice(0, 19)}-hardening.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
writeFileSync(
  join(out, 'hardening-latest.md'),
  [
    '# Hardening (bench/hardening/run.ts)',
    '',
    `**${verdict}**`,
    '',
    ...fuzzMarkdown(fuzz, '## Fuzz (bench/hardening/fuzz.ts)'),
    ...authzMarkdown(authz),
    ...headersMarkdown(headers),
    ...loadMarkdown(load),
    ...probeMarkdown(probe),
    ...crashMarkdown(crash),
  ].join('\n'),
);
console.log(verdict);
process.exitCode = failures.length ? 1 : 0;
