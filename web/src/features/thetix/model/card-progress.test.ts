import { describe, expect, it } from 'vitest';
import { canCancel, failureText, isRunning, progressPercent } from './card-progress';

const state = (
  job_status: 'pending' | 'processing' | 'failed' | 'cancelled' | null,
  job_progress: string | null = null,
) => ({
  job_status,
  job_progress,
});

describe('card progress (spec part 3 §4, §9)', () => {
  it('is 0 % while pending, whatever the text says', () => {
    expect(progressPercent(state('pending', 'step 2 of 4'))).toBe(0);
  });

  it('reads "step N of M" while processing', () => {
    expect(progressPercent(state('processing', 'step 1 of 4'))).toBe(25);
    expect(progressPercent(state('processing', 'Step 3 of 3: materializing'))).toBe(100);
  });

  it('is 50 % while processing without a readable step', () => {
    expect(progressPercent(state('processing', null))).toBe(50);
    expect(progressPercent(state('processing', 'planning'))).toBe(50);
    expect(progressPercent(state('processing', 'step 1 of 0'))).toBe(50);
  });

  it('runs and can be cancelled only while pending or processing', () => {
    expect(
      [null, 'pending', 'processing', 'failed'].map((status) => isRunning(state(status as never))),
    ).toEqual([false, true, true, false]);
    expect(canCancel(state('failed'))).toBe(false);
    expect(canCancel(state(null))).toBe(false);
  });

  it('explains a failure with its progress text, else "An error occurred"', () => {
    expect(failureText(state('failed', 'No market data for ZZZZZ'))).toBe('No market data for ZZZZZ');
    expect(failureText(state('failed', '  '))).toBe('An error occurred');
    expect(failureText(state('failed', null))).toBe('An error occurred');
  });
});
