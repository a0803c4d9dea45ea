// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { outcomeOfTitle, watchLoginWindow } from './login-window';

/** A login window whose title and open state follow a script, one entry per one-second check. */
function scriptedWindow(steps: readonly { title: string; closed?: boolean }[]) {
  let index = 0;
  const current = () => steps[Math.min(index, steps.length - 1)] ?? { title: '' };
  return {
    window: {
      get closed() {
        return current().closed ?? false;
      },
      get document() {
        return { title: current().title } as Document;
      },
    },
    wait: () => {
      index++;
      return Promise.resolve();
    },
  };
}

describe('the brokerage login window (spec part 1 §4)', () => {
  it.each([
    ['Success - Brokerage connected', 'connected'],
    ['Link Complete', 'connected'],
    ['Cancelled - Brokerage not connected', 'cancelled'],
    ['Error connecting to brokerage', 'failed'],
    ['Connect a brokerage - Sandbox aggregator', undefined],
    ['', undefined],
  ] as const)('reads the title %j as %j', (title, outcome) => {
    expect(outcomeOfTitle(title)).toBe(outcome);
  });

  it('is connected as soon as the title says Success, before the window closes itself', async () => {
    // Prepare
    const { window, wait } = scriptedWindow([
      { title: '' },
      { title: 'Connect a brokerage - Sandbox aggregator' },
      { title: 'Success - Brokerage connected' },
    ]);

    // Act
    const outcome = await watchLoginWindow(window, new AbortController().signal, wait);

    // Assess
    expect(outcome).toBe('connected');
  });

  it('reports a cancelled login once its window has closed, and a window closed by the user as closed', async () => {
    // Prepare
    const cancelled = scriptedWindow([
      { title: 'Cancelled - Brokerage not connected' },
      { title: '', closed: true },
    ]);
    const closed = scriptedWindow([{ title: '' }, { title: '', closed: true }]);

    // Act
    const outcomes = await Promise.all([
      watchLoginWindow(cancelled.window, new AbortController().signal, cancelled.wait),
      watchLoginWindow(closed.window, new AbortController().signal, closed.wait),
    ]);

    // Assess
    expect(outcomes).toEqual(['cancelled', 'closed']);
  });
});
