import { queueDefinitions } from '@thetix/shared/queues';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger';
import { recoverLease } from './due-job-dispatcher';
import {
  JOB_LEASE_SECONDS,
  leaseAction,
  leaseKey,
  leaseUntil,
  MAX_REDISPATCHES,
  type StoredLease,
} from './job-lease';
import { JOB_FAILED_MESSAGE, type JobMessage } from './job-message';

const logger = createLogger({ sink: () => undefined });
const CLAIMED_AT = new Date('2026-11-25T15:00:00.000Z');
const at = (seconds: number) => new Date(CLAIMED_AT.getTime() + seconds * 1000);
const target = { pk: 'USER#u1', sk: 'OPP_RUN#ACCOUNT#a1' };

const lease = (overrides: Partial<StoredLease> = {}): StoredLease => ({
  target,
  kind: 'generate-opportunities',
  until: leaseUntil(CLAIMED_AT),
  redispatches: 0,
  ...overrides,
});

/**
 * The lease item and the job's status in memory, with the same conditions as job-lease.ts: a take-over only while
 * the lease still ends where it was read, a reopen only while the job is pending or processing.
 */
function createLeaseStore(job: { status?: string; run?: string }) {
  const store = {
    lease: lease() as StoredLease | undefined,
    job: { ...job },
    failed: [] as string[],
  };
  const deps = {
    leases: {
      takeOver: async (read: StoredLease) => {
        if (!store.lease || store.lease.until !== read.until) return false;
        store.lease = {
          ...store.lease,
          until: leaseUntil(now),
          redispatches: store.lease.redispatches + 1,
        };
        return true;
      },
      reopen: async () => {
        if (store.job.status !== 'pending' && store.job.status !== 'processing') return false as const;
        store.job.status = 'pending';
        return store.job.run ? { run: store.job.run } : {};
      },
      release: async () => {
        store.lease = undefined;
      },
    },
    fail: async (_key: JobMessage['key'], message: string) => {
      if (store.job.status !== 'pending' && store.job.status !== 'processing') return false;
      store.job.status = 'failed';
      store.failed.push(message);
      return true;
    },
    logger,
  };
  let now = CLAIMED_AT;
  return {
    store,
    recover: async (when: Date) => {
      now = when;
      return recoverLease(deps, store.lease!, when);
    },
  };
}

describe('job leases (issue 20 item 4)', () => {
  it('outlives the worker timeout, so a live worker is never overtaken', () => {
    const workerTimeout = queueDefinitions.find((queue) => queue.name === 'jobs')!.workerTimeoutSeconds;
    expect(JOB_LEASE_SECONDS).toBeGreaterThan(workerTimeout);
    // With the dispatcher every minute, a crashed job is sent again within about three minutes.
    expect(JOB_LEASE_SECONDS + 60).toBeLessThanOrEqual(240);
    expect(leaseUntil(CLAIMED_AT)).toBe(at(JOB_LEASE_SECONDS).toISOString());
  });

  it('keeps a lease out of the job partition, keyed by the job', () => {
    expect(leaseKey(target)).toEqual({ pk: 'JOB_LEASE#USER#u1', sk: 'OPP_RUN#ACCOUNT#a1' });
  });

  it('waits until the lease has expired, even inside the dispatch lookahead', () => {
    expect(leaseAction(lease(), at(JOB_LEASE_SECONDS - 1))).toBe('wait');
    expect(leaseAction(lease(), at(JOB_LEASE_SECONDS))).toBe('redispatch');
    expect(leaseAction(lease({ redispatches: MAX_REDISPATCHES }), at(JOB_LEASE_SECONDS))).toBe('give-up');
  });
});

describe('recoverLease: the dispatcher and an expired lease', () => {
  it('sends a job stuck processing again under its own run, and marks it pending', async () => {
    // Prepare: a worker claimed the job and died (kill -9) without finishing it
    const { store, recover } = createLeaseStore({ status: 'processing', run: '2026-11-25T14:59:00.000Z' });
    // Act
    const early = await recover(at(JOB_LEASE_SECONDS - 30));
    const message = await recover(at(JOB_LEASE_SECONDS + 1));
    // Assess
    expect(early).toBeUndefined();
    expect(message).toEqual({ kind: 'generate-opportunities', key: target, run: '2026-11-25T14:59:00.000Z' });
    expect(store.job.status).toBe('pending');
    expect(store.lease).toMatchObject({ redispatches: 1, until: leaseUntil(at(JOB_LEASE_SECONDS + 1)) });
  });

  it('sends a lost pending job (its message never arrived) without a run when it has none', async () => {
    const { recover } = createLeaseStore({ status: 'pending' });
    expect(await recover(at(JOB_LEASE_SECONDS))).toEqual({ kind: 'generate-opportunities', key: target });
  });

  it('sends it once when two dispatcher runs read the same expired lease', async () => {
    // Prepare
    const { store, recover } = createLeaseStore({ status: 'processing' });
    const read = store.lease!;
    // Act: the second run still holds the lease as it read it
    const first = await recover(at(JOB_LEASE_SECONDS + 5));
    const second = await recoverLease(
      {
        leases: {
          takeOver: async (seen) => seen.until === store.lease?.until,
          reopen: async () => ({}),
          release: async () => undefined,
        },
        fail: async () => false,
        logger,
      },
      read,
      at(JOB_LEASE_SECONDS + 5),
    );
    // Assess
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
    expect(store.lease?.redispatches).toBe(1);
  });

  it('drops the lease of a job that finished meanwhile and sends nothing', async () => {
    const { store, recover } = createLeaseStore({ status: undefined });
    expect(await recover(at(JOB_LEASE_SECONDS + 1))).toBeUndefined();
    expect(store.lease).toBeUndefined();
  });

  it('marks a job failed after it was lost too often, and stops sending it', async () => {
    // Prepare
    const { store, recover } = createLeaseStore({ status: 'processing' });
    let when = CLAIMED_AT;
    const sent: unknown[] = [];
    // Act: every re-dispatch dies again
    for (let round = 0; round <= MAX_REDISPATCHES; round += 1) {
      when = new Date(Date.parse(store.lease!.until) + 1000);
      const message = await recover(when);
      if (message) sent.push(message);
      if (store.lease) store.job.status = 'processing';
    }
    // Assess
    expect(sent).toHaveLength(MAX_REDISPATCHES);
    expect(store.job.status).toBe('failed');
    expect(store.failed).toEqual([JOB_FAILED_MESSAGE]);
    expect(store.lease).toBeUndefined();
  });
});
