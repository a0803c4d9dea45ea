import { screen, waitFor } from '@testing-library/react';
import type { Allocation } from '@thetix/shared/contracts/goals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { startImpersonation, stopImpersonation } from '../../../lib/impersonation';
import { AllocationControl } from './allocation-control';

const createAllocation = (overrides: Partial<Allocation> = {}): Allocation => ({
  ticker: 'MSFT',
  effective_allocation: 0.5,
  is_custom: true,
  strategy_default: 1,
  account_id: 'account-1',
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The goals Lambda at the fetch boundary: the stored allocation, the XSRF token, and a save that answers only when
 * the test releases it (so the spinner and the one-save-at-a-time rule can be seen).
 */
function stubApi(saveAnswers: 'ok' | 'fail') {
  let stored = createAllocation();
  const saves: unknown[] = [];
  let release: () => void = () => undefined;
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    if (path === '/api/token') return json({ token: 'xsrf-token-for-tests' });
    if (path === '/api/user/allocations') return json({ allocations: [stored] });
    if (path === '/api/user/allocation/MSFT' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { allocation: number };
      saves.push(body);
      await new Promise<void>((resolve) => (release = resolve));
      if (saveAnswers === 'fail') return json({ message: 'Save failed', code: 'INTERNAL' }, 500);
      stored = createAllocation({ effective_allocation: body.allocation });
      return json(stored);
    }
    return json({ message: 'Not stubbed' }, 500);
  });
  vi.stubGlobal('fetch', fetch);
  return { saves, release: () => release() };
}

const shownPercent = () => screen.getByText(/^\d+%$/, { selector: 'p' }).textContent;

describe('AllocationControl (spec part 2 §4, §5)', { timeout: 30_000 }, () => {
  beforeEach(() => stopImpersonation());
  afterEach(() => {
    stopImpersonation();
    vi.unstubAllGlobals();
  });

  it('saves a preset as a fraction, one save at a time, then shows the check', async () => {
    // Prepare
    const api = stubApi('ok');
    const { user } = renderInDom(<AllocationControl ticker="MSFT" accountId="account-1" shares={640} />);
    await waitFor(() => expect(shownPercent()).toBe('50%'));
    expect(screen.getByText('Covers 3 contracts (300 of 640 shares)')).toBeTruthy();
    const thumb = screen.getByRole('slider');
    expect([thumb.getAttribute('aria-valuemin'), thumb.getAttribute('aria-valuemax')]).toEqual(['0', '100']);

    // Act
    await user.click(screen.getByRole('button', { name: '75%' }));

    // Assess: saving, every control is off so a second save cannot start
    await waitFor(() => expect(api.saves).toEqual([{ allocation: 0.75 }]));
    expect(screen.getByRole('button', { name: '100%' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Covers 4 contracts (400 of 640 shares)')).toBeTruthy();
    expect(screen.queryByLabelText('Saved')).toBeNull();

    // Act
    api.release();

    // Assess
    expect(await screen.findByLabelText('Saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: '100%' })).toHaveProperty('disabled', false);
    expect(shownPercent()).toBe('75%');
    expect(api.saves).toHaveLength(1);
  });

  it('goes back to the stored value when the save fails', async () => {
    // Prepare
    const api = stubApi('fail');
    const { user } = renderInDom(<AllocationControl ticker="MSFT" accountId="account-1" shares={640} />);
    await waitFor(() => expect(shownPercent()).toBe('50%'));

    // Act
    await user.click(screen.getByRole('button', { name: '25%' }));
    await waitFor(() => expect(shownPercent()).toBe('25%'));
    api.release();

    // Assess
    await waitFor(() => expect(shownPercent()).toBe('50%'));
    expect(screen.queryByLabelText('Saved')).toBeNull();
  });

  it('shows the allocation without slider or presets while an admin views the user', async () => {
    // Prepare
    stubApi('ok');
    startImpersonation({
      userId: 'user-1',
      email: 'investor@example.com',
      startedAt: new Date().toISOString(),
    });

    // Act
    renderInDom(<AllocationControl ticker="MSFT" accountId="account-1" shares={640} />);

    // Assess
    await waitFor(() => expect(shownPercent()).toBe('50%'));
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: '75%' })).toBeNull();
  });
});
