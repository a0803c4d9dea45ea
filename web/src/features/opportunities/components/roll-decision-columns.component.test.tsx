import { screen, within } from '@testing-library/react';
import type { DecisionColumn, RollDecision } from '@thetix/shared/contracts/what-if';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { RollDecisionColumns } from './roll-decision-columns';

const column = (
  overrides: Partial<DecisionColumn> & Pick<DecisionColumn, 'choice' | 'title'>,
): DecisionColumn => ({
  cash_now: 0,
  settles_on: '2026-11-20',
  result_at_expiry: 9620,
  breakeven: 206.9,
  annualized_return: 0.36,
  days_added: 0,
  probability_itm: 0.82,
  early_assignment: {
    level: 'none',
    ex_dividend_date: null,
    dividend: null,
    time_value: null,
    text: 'None.',
  },
  history: { times: 9, average_per_contract: -195.89, gains: 0 },
  ...overrides,
});

const decision: RollDecision = {
  columns: [
    column({ choice: 'roll', title: 'Roll to $255.00 Nov 27, 2026', cash_now: 260, days_added: 7 }),
    column({
      choice: 'close',
      title: 'Close now',
      cash_now: -1890,
      annualized_return: null,
      probability_itm: null,
    }),
    column({
      choice: 'let_go',
      title: 'Let it be assigned',
      early_assignment: {
        level: 'high',
        ex_dividend_date: '2026-11-18',
        dividend: 0.26,
        time_value: 0.1,
        text: 'Ex-dividend on Nov 18, 2026 before this option expires.',
      },
    }),
  ],
  pick: 'roll',
  pick_reason: 'Rolling brings in $260.00 now and adds 7 days, keeping your shares.',
  history_window: { from: '2024-11-13', to: '2026-11-13', rule: 'in_the_money' },
};

describe('RollDecisionColumns', () => {
  it('shows the three choices with their figures, the suggestion marked and its reason', () => {
    // Act
    renderInDom(<RollDecisionColumns decision={decision} simulated />);

    // Assess
    const columns = screen.getByTestId('decision-columns');
    const roll = columns.querySelector('[data-choice="roll"]') as HTMLElement;
    const close = columns.querySelector('[data-choice="close"]') as HTMLElement;
    const letGo = columns.querySelector('[data-choice="let_go"]') as HTMLElement;
    expect(roll.hasAttribute('data-picked')).toBe(true);
    expect(close.hasAttribute('data-picked')).toBe(false);
    expect(within(roll).getByText('Suggested')).toBeTruthy();
    expect(within(roll).getByText('+$260.00')).toBeTruthy();
    expect(within(close).getByText('−$1,890.00')).toBeTruthy();
    expect(within(roll).getByText('7')).toBeTruthy();
    expect(within(close).getAllByText('—')).toHaveLength(2);
    expect(within(letGo).getByText('High')).toBeTruthy();
    expect(within(letGo).getByText('82%')).toBeTruthy();
    expect(within(letGo).getByText('−$195.89 a contract on average, 0 of 9 ahead')).toBeTruthy();
    expect(screen.getByTestId('decision-reason').textContent).toBe(
      'Suggested: Rolling brings in $260.00 now and adds 7 days, keeping your shares.',
    );
    expect(screen.getByText('Simulated market data')).toBeTruthy();
    expect(screen.queryByText('Tax effect')).toBeNull();
  });

  it('has a slot for the tax effect line', () => {
    renderInDom(
      <RollDecisionColumns
        decision={decision}
        simulated={false}
        taxEffect={{ let_go: 'Short-term gain of $1,200' }}
      />,
    );
    const letGo = screen
      .getByTestId('decision-columns')
      .querySelector('[data-choice="let_go"]') as HTMLElement;
    expect(within(letGo).getByText('Tax effect')).toBeTruthy();
    expect(within(letGo).getByText('Short-term gain of $1,200')).toBeTruthy();
  });
});
