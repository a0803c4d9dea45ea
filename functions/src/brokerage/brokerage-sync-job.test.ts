import { describe, expect, it, vi } from 'vitest';
import { PermanentJobError } from '../jobs/job-state';
import { createLogger } from '../platform/logger';
import { fixedClock } from '../platform/clock';
import { syncKey } from './brokerage-entities';
import type { BrokeragePort } from './brokerage-port';
import { buildBrokerageSyncProcessor, type BrokerageSyncJobDependencies } from './brokerage-sync-job';

const run = (storedScope: unknown) => {
  const sync = vi.fn(async () => ({ accounts: 0, positions: 0 }));
  const processor = buildBrokerageSyncProcessor({
    repository: {
      getSync: async () => ({ sync_scope: storedScope }) as never,
      setProgress: async () => undefined,
      recordSuccess: async () => undefined,
    } as unknown as BrokerageSyncJobDependencies['repository'],
    sync: sync as unknown as BrokerageSyncJobDependencies['sync'],
    adapterFor: () => ({}) as BrokeragePort,
    clock: fixedClock('2026-11-26T12:00:00.000Z'),
    supportEmail: 'support@thetix.app',
  });
  const outcome = processor({
    message: { kind: 'brokerage-sync', key: syncKey('user-1', 'sandbox') },
    logger: createLogger({ level: 'error' }),
    step: async () => undefined,
  });
  return { outcome, sync };
};

describe('the brokerage sync job’s stored request', () => {
  it('fails a request of no known scope at once instead of reporting nothing synced', async () => {
    // Act
    const garbage = run('corrupt');
    const noId = run({ kind: 'account' });

    // Assess
    await expect(garbage.outcome).rejects.toThrow(PermanentJobError);
    await expect(garbage.outcome).rejects.toThrow('This sync request is not valid. Please sync again.');
    await expect(noId.outcome).rejects.toThrow(PermanentJobError);
    expect(garbage.sync).not.toHaveBeenCalled();
    expect(noId.sync).not.toHaveBeenCalled();
  });
});
