// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { connectMessage } from './connect-message';

const failedSync = 'Sync failed. Please try again.';

describe('connect control messages (spec part 1 §2, §8)', () => {
  it('announces the synced positions and the opportunities being prepared', () => {
    expect(connectMessage({ kind: 'synced', positions: 3 }, failedSync)).toEqual({
      status: 'success',
      title: 'Successfully synced 3 position(s)!',
      description: 'Preparing your personalized opportunities...',
    });
  });

  it("uses the screen's wording when the first sync fails", () => {
    const message = connectMessage(
      { kind: 'failed', error: 'authentication', detail: 'Login expired' },
      failedSync,
    );
    expect(message).toEqual({ status: 'error', title: failedSync });
  });

  it.each([
    ['initialize', 'Failed to initialize the aggregator'],
    ['login', 'Error connecting to brokerage'],
    ['sync', 'Failed to sync data from brokerage'],
  ] as const)('words a %s failure %j', (error, title) => {
    expect(connectMessage({ kind: 'failed', error, detail: null }, failedSync)?.title).toBe(title);
  });

  it('says nothing while idle', () => {
    expect(connectMessage({ kind: 'idle' }, failedSync)).toBeUndefined();
  });
});
