import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { startImpersonation, stopImpersonation } from '../../../lib/impersonation';
import { AlertsStep, type ChannelChoice } from './alerts-step';
import { HoldingsStep } from './holdings-step';
import { LoadingStep } from './loading-step';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const channels: ChannelChoice[] = [
  { id: 'email', label: 'Email', description: 'Daily action plan', checked: true, locked: false },
  { id: 'push', label: 'Push', description: 'Alerts on this device', checked: false, locked: false },
];

/** The assets step reads the accounts and positions; the user has none yet. */
function stubOnboardingApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return json(path === '/api/accounts' || path === '/api/positions' ? [] : {});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('onboarding while an admin views as the user (spec part 1 §6)', { timeout: 30_000 }, () => {
  let fetch: ReturnType<typeof stubOnboardingApi>;
  beforeEach(() => {
    fetch = stubOnboardingApi();
  });
  afterEach(() => {
    stopImpersonation();
    vi.unstubAllGlobals();
  });

  it('offers adding, the example portfolio and connecting to the user', async () => {
    // Act
    renderInDom(
      <MemoryRouter>
        <HoldingsStep />
      </MemoryRouter>,
    );

    // Assess
    expect(await screen.findByRole('button', { name: 'Skip and Try Example Portfolio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Equity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Example Portfolio' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sync Brokerage' })).toBeTruthy();
  });

  it('hides every way to add, load or connect holdings on the assets step and only moves on', async () => {
    // Prepare
    startImpersonation({
      userId: 'user-1',
      email: 'investor@example.com',
      startedAt: new Date().toISOString(),
    });

    // Act
    renderInDom(
      <MemoryRouter>
        <HoldingsStep />
      </MemoryRouter>,
    );

    // Assess
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(
      await screen.findByText('No assets yet. Add an equity, or try the example portfolio.'),
    ).toBeTruthy();
    expect(screen.getByText(/^Read-only while viewing as investor@example.com/)).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: /Add Equity|Example Portfolio|Connect Brokerage/ }),
    ).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('locks the channels on the alerts step and continues without saving', async () => {
    // Prepare
    startImpersonation({
      userId: 'user-1',
      email: 'investor@example.com',
      startedAt: new Date().toISOString(),
    });
    const onContinue = vi.fn();

    // Act
    renderInDom(
      <MemoryRouter>
        <AlertsStep channels={channels} onToggle={vi.fn()} onContinue={onContinue} saving={false} />
      </MemoryRouter>,
    );

    // Assess
    const switches = [
      screen.getByRole('checkbox', { name: 'Email' }),
      screen.getByRole('checkbox', { name: 'Push' }),
    ];
    for (const control of switches) expect(control).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/onboarding/loading');
    expect(screen.queryByRole('button', { name: /Continue|Skip for Now/ })).toBeNull();
  });

  it('plays the loading step out to final without recording completion', async () => {
    // Prepare
    startImpersonation({
      userId: 'user-1',
      email: 'investor@example.com',
      startedAt: new Date().toISOString(),
    });
    const onCompleted = vi.fn();

    // Act
    renderInDom(
      <MemoryRouter initialEntries={['/onboarding/loading']}>
        <Routes>
          <Route
            path="/onboarding/loading"
            element={<LoadingStep skipAnimation={false} onCompleted={onCompleted} />}
          />
          <Route path="/onboarding/final" element={<p>Final step</p>} />
        </Routes>
      </MemoryRouter>,
    );

    // Assess: the step's own 2 s + 1 s sequence runs on real timers
    expect(await screen.findByText('Final step', undefined, { timeout: 8_000 })).toBeTruthy();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/complete-onboarding'),
    );
  });
});
