import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, resetConfigForTests } from '../config';
import { brokerageAdapter } from './brokerage-adapters';
import { loadBrokerageSecrets } from './brokerage-secrets';
import { callbackPage, sandboxPortalPage } from './connect-pages';

const base = { TABLE_NAME: 't', AUTH_ISSUER: 'https://issuer.test/pool', AUTH_CLIENT_ID: 'client' };

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('brokerage configuration', () => {
  it('defaults to the sandbox aggregator', () => {
    expect(loadConfig(base).BROKERAGE_ADAPTER).toBe('sandbox');
  });

  it('fails fast naming what SnapTrade and Plaid need unless a secret holds the keys', () => {
    expect(() => loadConfig({ ...base, BROKERAGE_ADAPTER: 'snaptrade' })).toThrow(
      'SNAPTRADE_CLIENT_ID: required when BROKERAGE_ADAPTER is snaptrade',
    );
    expect(
      loadConfig({ ...base, BROKERAGE_ADAPTER: 'snaptrade', BROKERAGE_SECRET_ID: 'thetix/brokerage' })
        .BROKERAGE_SECRET_ID,
    ).toBe('thetix/brokerage');
    expect(() => loadConfig({ ...base, BROKERAGE_ADAPTER: 'plaid' })).toThrow(
      'PLAID_CLIENT_ID: required when BROKERAGE_ADAPTER is plaid',
    );
    expect(
      loadConfig({ ...base, BROKERAGE_ADAPTER: 'plaid', PLAID_CLIENT_ID: 'id', PLAID_SECRET: 'secret' })
        .BROKERAGE_ADAPTER,
    ).toBe('plaid');
  });

  it('builds the Plaid adapter when BROKERAGE_ADAPTER is plaid, reading its keys only on first use', () => {
    // Prepare
    vi.stubEnv('TABLE_NAME', base.TABLE_NAME);
    vi.stubEnv('AUTH_ISSUER', base.AUTH_ISSUER);
    vi.stubEnv('AUTH_CLIENT_ID', base.AUTH_CLIENT_ID);
    vi.stubEnv('BROKERAGE_ADAPTER', 'plaid');
    vi.stubEnv('BROKERAGE_SECRET_ID', 'thetix/test/brokerage');
    resetConfigForTests();

    // Act
    const adapter = brokerageAdapter('plaid');

    // Assess
    expect(adapter?.name).toBe('plaid');
    expect(brokerageAdapter('snaptrade')).toBeUndefined();
  });

  it('reads the keys from the Secrets Manager secret, which wins over the environment', async () => {
    // Prepare
    const asked: string[] = [];
    const fetchSecret = async (id: string) => {
      asked.push(id);
      return JSON.stringify({ SNAPTRADE_CLIENT_ID: 'from-secret', SNAPTRADE_CONSUMER_KEY: 'key' });
    };

    // Act
    const secrets = await loadBrokerageSecrets(
      { AWS_REGION: 'us-east-1', BROKERAGE_SECRET_ID: 'thetix/brokerage', SNAPTRADE_CLIENT_ID: 'from-env' },
      fetchSecret,
    );

    // Assess
    expect(asked).toEqual(['thetix/brokerage']);
    expect(secrets).toMatchObject({ SNAPTRADE_CLIENT_ID: 'from-secret', SNAPTRADE_CONSUMER_KEY: 'key' });
    await expect(
      loadBrokerageSecrets(
        { AWS_REGION: 'us-east-1', BROKERAGE_SECRET_ID: 'x' },
        async () => '{"PLAID_SECRET": 3}',
      ),
    ).rejects.toThrow('secret BROKERAGE_SECRET_ID is not a JSON object');
  });
});

describe('the login window pages', () => {
  it('titles a connected callback with Success (the app detects it, spec part 1 §4) and closes the window', () => {
    const page = callbackPage({ kind: 'connected', institutions: ['Northwind <Brokerage>'] });
    expect(/<title>(.*)<\/title>/.exec(page)?.[1]).toContain('Success');
    expect(page).toContain('window.close()');
    expect(page).toContain('Northwind &#60;Brokerage&#62;');
  });

  it('names the failure with the spec wording and never says Success', () => {
    const page = callbackPage({ kind: 'failed', message: 'Error connecting to brokerage' });
    expect(page).not.toContain('Success');
    expect(page).toContain('<title>Error connecting to brokerage</title>');
  });

  it('lists the demo brokerages with read-only authorize links carrying the state', () => {
    const page = sandboxPortalPage({
      state: 'abc',
      brokerages: [{ id: 'northwind', name: 'Northwind Brokerage', tagline: 'Individual' }],
    });
    expect(page).toContain('/api/sandbox/callback?state=abc&#38;status=SUCCESS&#38;brokerage=northwind');
    expect(page).toContain('read-only');
  });
});
