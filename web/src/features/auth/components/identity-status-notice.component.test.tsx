import { screen, waitFor } from '@testing-library/react';
import { IDENTITY_DEGRADED_MESSAGE } from '@thetix/shared/contracts/system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { IdentityStatusNotice } from './identity-status-notice';

function answerStatus(status: 'operational' | 'degraded') {
  const fetch = vi.fn(async (_input: RequestInfo | URL) =>
    Response.json({ status, checked_at: '2026-11-25T15:00:00.000Z' }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('IdentityStatusNotice (spec part 1 §7, §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('warns while the identity provider is degraded', async () => {
    // Prepare
    const fetch = answerStatus('degraded');

    // Act
    renderInDom(<IdentityStatusNotice />);

    // Assess
    expect(await screen.findByText(IDENTITY_DEGRADED_MESSAGE)).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/public/identity-status');
  });

  it('says nothing while it is operational', async () => {
    // Prepare
    const fetch = answerStatus('operational');

    // Act
    renderInDom(<IdentityStatusNotice />);

    // Assess
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText(IDENTITY_DEGRADED_MESSAGE)).toBeNull();
  });
});
