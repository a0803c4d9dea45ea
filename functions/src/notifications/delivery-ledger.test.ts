import { describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS, nextClaimStep } from './delivery-ledger';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('what an attempt does with the delivery item it found', () => {
  it('is done when the channel was sent', () => {
    expect(nextClaimStep({ status: 'sent', claimedAt: ago(60_000), resends: 0 }, NOW)).toEqual({
      kind: 'done',
      reason: 'sent',
    });
  });

  it('claims a delivery whose send failed for certain, at once and without counting a re-send', () => {
    expect(nextClaimStep({ status: 'failed', claimedAt: ago(1_000), resends: 0 }, NOW)).toEqual({
      kind: 'take-over',
      resends: 0,
    });
  });

  it('leaves a delivery another attempt is sending alone while its lease runs', () => {
    expect(nextClaimStep({ status: 'sending', claimedAt: ago(CLAIM_LEASE_MS - 1), resends: 0 }, NOW)).toEqual(
      {
        kind: 'done',
        reason: 'in-progress',
      },
    );
  });

  it('takes over once a claim that a crash left behind, and gives up the second time', () => {
    // Act
    const first = nextClaimStep({ status: 'sending', claimedAt: ago(CLAIM_LEASE_MS), resends: 0 }, NOW);
    const second = nextClaimStep({ status: 'sending', claimedAt: ago(CLAIM_LEASE_MS), resends: 1 }, NOW);

    // Assess
    expect(first).toEqual({ kind: 'take-over', resends: 1 });
    expect(second).toEqual({ kind: 'done', reason: 'gave-up' });
  });

  it('keeps the lease below the jobs queue visibility timeout, so a crashed job retried by SQS finds it expired', async () => {
    // Prepare
    const { queueDefinitions } = await import('@thetix/shared/queues');

    // Assess
    for (const queue of queueDefinitions)
      expect(CLAIM_LEASE_MS).toBeLessThan(queue.visibilityTimeoutSeconds * 1000);
  });
});
