import type { RollCandidate } from '@thetix/shared/contracts/opportunities';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { RollCandidatesTable } from './roll-candidates-table';

const candidate = (overrides: Partial<RollCandidate> = {}): RollCandidate => ({
  symbol: 'MSFT261211C00480000',
  strike: 480,
  expiration: '2026-12-11',
  delta: 0.62,
  bid: 9.1,
  net_credit_per_share: 1.25,
  net_credit: 250,
  time_extension: 7,
  strike_change: 0,
  is_credit: true,
  ...overrides,
});

describe('RollCandidatesTable', () => {
  it('lists each roll with its net credit or debit, delta and days added, and marks the proposed one', () => {
    // Act
    renderInDom(
      <RollCandidatesTable
        candidates={[
          candidate(),
          candidate({ symbol: 'MSFT261211C00485000', strike: 485, net_credit: -120.5, is_credit: false }),
        ]}
        chosenSymbol="MSFT261211C00480000"
      />,
    );

    // Assess
    const rows = within(screen.getByRole('region', { name: 'Roll candidates' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toBe('$480.00 · Dec 11, 2026proposed+70.62+$250.00');
    expect(rows[2]?.textContent).toBe('$485.00 · Dec 11, 2026+70.62−$120.50 debit');
    expect(screen.queryByText('No credit roll available')).toBeNull();
  });

  it('says plainly when no roll pays a credit', () => {
    // Act
    renderInDom(
      <RollCandidatesTable
        candidates={[candidate({ net_credit: -80, net_credit_per_share: -0.4, is_credit: false })]}
      />,
    );

    // Assess
    expect(screen.getByText('No credit roll available')).toBeTruthy();
  });
});
