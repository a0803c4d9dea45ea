/**
 * `npm run bench:hardening`: the hardening suite of issue 20 in one local stack of its own: the headers check
 * (headers.ts), the authorization matrix (authz.ts) and the fuzz (fuzz.ts), in that order (the matrix compares user
 * A's partition around each write, so it runs before the fuzz's load).
 *
 * Usage: `npm run bench:hardening [-- [requests] [seed]]` (fuzz defaults 10,000 and 20), or
 * `npm run bench:hardening -- --short` (1,000 fuzz requests, the full matrix, the headers), as CI runs it.
 * Results: bench/results/<time>-hardening.json (the fuzz's fields at the top level as before, `authz` and `headers`
 * beside them) and bench/results/hardening-latest.md. Prints a one-line verdict last and exits 1 on any 5xx or
 * reset, a write left by a refused request, an authorization leak, or a missing header.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { authzMarkdown, runAuthz } from './authz';
import { fuzzMarkdown, runFuzz } from './fuzz';
import { headersMarkdown, runHeaders } from './headers';
import { repoRoot, startHardeningStack } from './stack';

const args = process.argv.slice(2);
const short = args.includes('--short');
const positional = args.filter((arg) => !arg.startsWith('--'));
const requests = Number(positional[0] ?? (short ? 1000 : 10_000));
const seed = Number(positional[1] ?? 20);

const hardening = await startHardeningStack();
try {
  const started = Date.now();
  const headers = await runHeaders(hardening);
  const authz = await runAuthz(hardening);
  const fuzz = await runFuzz(hardening, { requests, seed });
  const failures = [
    fuzz.serverErrors && `${fuzz.serverErrors} × 5xx or reset`,
    fuzz.writesFromRefusedRequests && `${fuzz.writesFromRefusedRequests} writes from refused requests`,
    authz.leaks && `${authz.leaks} authorization leaks`,
    headers.missing && `${headers.missing} missing or wrong headers`,
    authz.detectorControl.blind.length && `leak detector blind on ${authz.detectorControl.blind.join(', ')}`,
  ].filter(Boolean);
  const verdict = `hardening ${failures.length ? 'FAIL' : 'PASS'}${short ? ' (short)' : ''}: fuzz ${fuzz.requests} requests, ${fuzz.serverErrors} × 5xx, ${fuzz.writesFromRefusedRequests} writes from refused; authz ${authz.requests} requests, ${authz.leaks} leaks; headers ${headers.checks} checks, ${headers.missing} missing; ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? ` - ${failures.join(', ')}` : ''}`;
  const results = { ...fuzz, short, verdict, authz, headers };
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
    ].join('\n'),
  );
  console.log(verdict);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await hardening.stop();
}
