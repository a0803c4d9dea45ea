import { chainKey } from '@thetix/shared/market/market-snapshot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketSnapshotLoader } from '../market-snapshot-loader';
import { buildVendorCallGuard } from '../vendor-call-guard';
import { buildMassiveClient } from './massive-client';
import { startMassiveStandIn } from './massive-stand-in';
import { buildMassiveVendor } from './massive-vendor';

/** The Massive adapter over real HTTP on loopback, against the stand-in that replays the recorded fixtures. */
describe('Massive adapter against the local stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startMassiveStandIn>>;
  beforeAll(async () => {
    standIn = await startMassiveStandIn();
  });
  afterAll(() => standIn.close());

  const loaderWith = (apiKey: string) => {
    const guard = buildVendorCallGuard({ callsPerMinute: 100, maxAttempts: 1 });
    const client = buildMassiveClient({ apiKey, baseUrl: standIn.baseUrl, guard });
    return buildMarketSnapshotLoader(buildMassiveVendor(client));
  };

  it('loads a quote and a two-page chain through the network path', async () => {
    // Prepare
    const load = loaderWith('local-key');

    // Act
    const snapshot = await load({
      quotes: ['AAPL'],
      chains: [{ ticker: 'AAPL', expirations: ['2026-11-20'] }],
    });

    // Assess
    expect(snapshot.quotes.AAPL).toMatchObject({ status: 'ok', value: { price: 270.5 } });
    const chain = snapshot.chains[chainKey('AAPL', '2026-11-20')];
    expect(chain?.status === 'ok' ? chain.value.options.length : 0).toBe(4);
  });

  it('answers 401 without a key, which the snapshot records as unavailable', async () => {
    // Prepare
    const load = loaderWith('');

    // Act
    const snapshot = await load({ quotes: ['AAPL'] });

    // Assess
    expect(snapshot.quotes.AAPL).toMatchObject({
      status: 'unavailable',
      reason: expect.stringContaining('401'),
    });
  });
});
