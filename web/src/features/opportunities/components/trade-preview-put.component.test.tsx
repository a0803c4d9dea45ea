import { screen } from '@testing-library/react';
import type { TradePreview } from '@thetix/shared/contracts/opportunity-actions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { TradePreviewDialog } from './trade-dialogs';

/**
 * Issue 31: the preview of a cash-secured put, as GET /api/opportunities/{id}/preview answers it (trade-preview.ts
 * `putSellPreview`): one sell-to-open put leg at the mid, 2 × 100 × $0.3351 = $67.02, and the cash it secures,
 * 2 × 100 × $98 = $19,600.
 */
const preview: TradePreview = {
  opportunity_id: 'opp_put',
  action: 'sell_to_open',
  is_option: true,
  is_roll: false,
  quantity: 2,
  price: 0.3351,
  strike: 98,
  expiration: '2025-03-14',
  option_symbol: 'ACME250314P00098000',
  symbol: 'ACME',
  broker: null,
  order_type: 'limit',
  time_in_force: 'day',
  estimated_cost: 67.02,
  estimated_commissions: 0,
  estimated_total: 67.02,
  net_credit: 67.02,
  open_order: { action: 'sell_to_open', quantity: 2, price: 0.3351, option_symbol: 'ACME250314P00098000' },
  close_order: null,
  roll_details: null,
  is_manual_account: true,
  is_read_only_broker: false,
  order_details: { account_id: 'account-1', account_name: 'Manual', note: 'Manual account.' },
  option_type: 'put',
  collateral: 19_600,
};

afterEach(() => vi.unstubAllGlobals());

describe('trade preview of a cash-secured put', () => {
  it('shows the put leg, the credit and the cash it secures', async () => {
    // Prepare
    const answered: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        answered.push(path);
        const body = path === '/api/opportunities/opp_put/preview' ? preview : { message: 'Not stubbed' };
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status: body === preview ? 200 : 500,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );

    // Act
    renderInDom(
      <TradePreviewDialog
        open
        opportunityId="opp_put"
        selection={{}}
        confirming={false}
        onClose={() => undefined}
        onConfirm={() => undefined}
      />,
    );

    // Assess
    const row = async (label: string) =>
      (await screen.findByText(label, { exact: true })).parentElement?.textContent;
    expect(await row('Type')).toBe('TypePut');
    expect(await row('Option')).toContain('ACME250314P00098000');
    expect(await row('Cash secured')).toBe('Cash secured$19,600.00');
    expect(await row('Net credit')).toBe('Net credit$67.02');
    expect(answered).toEqual(['/api/opportunities/opp_put/preview']);
  });
});
