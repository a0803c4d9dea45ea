import { describe, expect, it } from 'vitest';
import { stack } from '../testing/stack-client';
import { runSmoke } from './smoke';

/** The smoke test of a stage, run against the local stack (the same code `npm start` runs). */
describe('npm run smoke', () => {
  it('passes every check on a healthy stage and deletes what it made', async () => {
    // Act
    const result = await runSmoke(stack().urls.http, {
      email: 'investor@thetix.local',
      password: 'Thetix-local-1',
    });

    // Assess
    expect(result.checks.map((check) => [check.name, check.ok, check.detail])).toEqual([
      ['reads the stage configuration (/config.json)', true, undefined],
      ['signs in investor@thetix.local', true, undefined],
      ['reads the dashboard (profile, accounts, positions, opportunities)', true, undefined],
      ['creates a public collection', true, undefined],
      ['creates a card in it', true, undefined],
      ['reads the card without signing in', true, undefined],
      ['deletes the card and the collection', true, undefined],
      ['serves the security headers on a page and on the API', true, undefined],
    ]);
    expect(result.ok).toBe(true);
  });

  it('fails at sign-in with a wrong password and says why, making nothing', async () => {
    // Act
    const result = await runSmoke(stack().urls.http, {
      email: 'investor@thetix.local',
      password: 'wrong-password-1',
    });

    // Assess
    expect(result.ok).toBe(false);
    expect(result.checks).toHaveLength(2);
    expect(result.checks[1]).toMatchObject({ name: 'signs in investor@thetix.local', ok: false });
    expect(result.checks[1]!.detail).toMatch(/^sign-in of investor@thetix.local failed: 400/);
  });
});
