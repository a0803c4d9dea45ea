import { describe, expect, it } from 'vitest';
import { dueLagSeconds } from './due-job-dispatcher';

const NOW = new Date('2026-11-27T14:31:00.000Z');

describe("the dispatcher's lag", () => {
  it('is the age of the oldest due job a run saw, in whole seconds', () => {
    // Act
    const lag = dueLagSeconds('2026-11-27T14:28:54.500Z', NOW);

    // Assess
    expect(lag).toBe(125);
  });

  it('is 0 when the run saw no due job, or only jobs that fall due within the look-ahead', () => {
    // Act
    const none = dueLagSeconds(undefined, NOW);
    const ahead = dueLagSeconds('2026-11-27T14:31:40.000Z', NOW);

    // Assess
    expect(none).toBe(0);
    expect(ahead).toBe(0);
  });
});
