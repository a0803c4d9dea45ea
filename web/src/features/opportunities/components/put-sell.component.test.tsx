import { screen, within } from '@testing-library/react';
import type { PutSellOpportunity } from '@thetix/shared/contracts/opportunities';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { createPutInput } from '@thetix/shared/opportunities/testing/fixtures';
import { createTestMarket } from '@thetix/shared/opportunities/testing/test-market';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { OpportunityCard } from './opportunity-card';
import { PutSellDrawer } from './put-sell-drawer';

/**
 * Issue 31 item 2: a cash-secured put's card and drawer, from the engine's balanced weekly put on ACME at $100 with
 * $10,000 set aside (shared put-sell.balanced-weekly: the $98 put of Mar 14, 2025, premium $33.51, collateral
 * $9,800, effective buy price $97.66, 2.34 % under current, 0.34 % on the cash, 31.20 % annualized), with an
 * earnings report on Mar 13 and an ex-dividend date on Mar 13 before expiry.
 */
const put = generateOpportunities(
  createPutInput({
    market: createTestMarket({
      tickers: {
        ACME: {
          price: 100,
          earnings: [{ date: '2025-03-13', time: 'after-close' }],
          dividends: [{ exDate: '2025-03-13', payDate: '2025-03-28', amount: 0.5 }],
        },
      },
    }),
  }),
).opportunities[0] as PutSellOpportunity;

const fieldText = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { exact: true }).parentElement?.textContent;

describe('a cash-secured put', () => {
  it('shows on its card the collateral, effective buy price, discount, yields, odds and flags', () => {
    // Act
    renderInDom(<OpportunityCard opportunity={put} onOpen={() => undefined} />);

    // Assess
    const card = screen.getByRole('article', { name: 'Sell ACME Cash-Secured Put' });
    expect(within(card).getByText('$33.51')).toBeTruthy();
    expect(within(card).getByText('Ready to Trade')).toBeTruthy();
    expect(fieldText(card, 'Type')).toContain('Cash-Secured Put');
    expect(fieldText(card, 'Strike')).toContain('$98.00');
    expect(fieldText(card, 'Collateral')).toContain('$9,800.00');
    expect(fieldText(card, 'Effective Buy Price')).toContain('$97.66');
    expect(fieldText(card, 'Effective Buy Price')).toContain('2.34% below current');
    expect(fieldText(card, 'Yield on Collateral')).toContain('0.34%');
    expect(fieldText(card, 'Yield on Collateral')).toContain('31.20% annualized');
    expect(fieldText(card, 'Assignment Odds')).toMatch(/\d+%/);
    expect(fieldText(card, 'Earnings')).toContain('before expiry');
    expect(fieldText(card, 'Ex-Dividend')).toContain('before expiry');
    expect(within(card).getByRole('button', { name: 'Preview & Trade' })).toBeTruthy();
  });

  it('shows in its drawer what assignment would cost, the cash secured and the warnings', () => {
    // Act
    renderInDom(<PutSellDrawer opportunity={put} onClose={() => undefined} />);

    // Assess
    expect(screen.getByText('Sell ACME Cash-Secured Put')).toBeTruthy();
    expect(screen.getByText('Total Premium')).toBeTruthy();
    expect(screen.getByText('0.34% on the cash secured, 31.20% annualized')).toBeTruthy();
    const row = (label: string) => screen.getByText(label, { exact: true }).parentElement?.textContent;
    expect(row('Effective buy price')).toContain('$97.66');
    expect(row('Discount to current')).toContain('2.34% below');
    expect(row('Collateral')).toContain('$9,800.00');
    expect(row('Cash set aside')).toContain('$10,000.00');
    expect(row('Yield on collateral')).toContain('0.34%');
    expect(row('Earnings before expiry')).toContain('Mar 13');
    expect(row('Ex-dividend before expiry')).toContain('Mar 13');
    expect(screen.getByText('Earnings before expiration')).toBeTruthy();
    expect(screen.getByText('Ex-dividend date before expiration')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview & Trade' })).toBeTruthy();
  });
});
