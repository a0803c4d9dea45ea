import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { wheelCampaign } from '../testing/campaign-fixture';
import { OpenOptions, optionEventQuestion } from './open-options';

const openPut = {
  symbol: 'PEP261204P00140000',
  type: 'put' as const,
  strike: 140,
  expiration: '2026-12-04',
  contracts: -2,
  average_price: 1.5,
};

describe('recording an open option’s end by hand (decision 364)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks before recording, saying what the ledger will hold', () => {
    const campaign = wheelCampaign({ open_options: [openPut] });

    const assignment = optionEventQuestion(campaign, {
      option: openPut,
      event: 'assignment',
      date: '2026-11-27',
    });
    const expiry = optionEventQuestion(campaign, { option: openPut, event: 'expiry', date: '2026-12-04' });

    expect(assignment.title).toBe('Record the assignment?');
    expect(assignment.text).toContain('200 shares bought at $140.00 are added to');
    expect(assignment.text).toContain('were assigned');
    expect(expiry.text).toContain('expired worthless');
  });

  it('posts the assignment for the campaign’s account once confirmed, and offers no expiry before the expiration', async () => {
    // Prepare
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, 'http://localhost').pathname;
        if (path === '/api/token') return Response.json({ token: 'xsrf-token-for-tests' });
        posted.push({
          path: new URL(input, 'http://localhost').pathname,
          body: JSON.parse(String(init?.body)),
        });
        return Response.json(
          { message: 'Assignments and expiries of a connected account come from its brokerage sync' },
          { status: 409 },
        );
      }),
    );
    const campaign = wheelCampaign({ open_options: [{ ...openPut, expiration: '2099-12-18' }] });
    renderInDom(<OpenOptions campaign={campaign} />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Record assignment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record assignment', hidden: false }));

    // Assess
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      path: `/api/positions/${campaign.ticker}/option-events`,
      body: { accountId: campaign.account_id, symbol: openPut.symbol, event: 'assignment' },
    });
    expect(screen.queryByRole('button', { name: 'Record expiry' })).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('come from its brokerage sync');
  });
});
