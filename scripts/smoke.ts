import { runSmoke } from '../functions/src/ops/smoke';

/**
 * `npm run smoke -- <base URL>`: checks a deployed stage end to end (functions/src/ops/smoke.ts). The test user comes
 * from SMOKE_EMAIL and SMOKE_PASSWORD; against a local stack (http://localhost) the seeded investor is the default.
 */
async function main(): Promise<void> {
  const baseUrl = process.argv[2];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) {
    console.error(
      'Usage: npm run smoke -- <base URL>, e.g. https://stage.example (SMOKE_EMAIL, SMOKE_PASSWORD)',
    );
    process.exit(2);
  }
  const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?/.test(baseUrl);
  const email = process.env.SMOKE_EMAIL ?? (local ? 'investor@thetix.local' : undefined);
  const password = process.env.SMOKE_PASSWORD ?? (local ? 'Thetix-local-1' : undefined);
  if (!email || !password) {
    console.error(
      'Set SMOKE_EMAIL and SMOKE_PASSWORD to a test user of that stage (an invited e-mail sign-in).',
    );
    process.exit(2);
  }
  console.log(`Smoke test of ${baseUrl} as ${email}`);
  const result = await runSmoke(baseUrl, { email, password }, (check) =>
    console.log(
      `${check.ok ? '✓' : '✗'} ${check.name} (${check.ms} ms)${check.detail ? `: ${check.detail}` : ''}`,
    ),
  );
  console.log(result.ok ? 'Smoke test passed.' : 'Smoke test FAILED.');
  process.exit(result.ok ? 0 : 1);
}

void main();
