import { screen, within } from '@testing-library/react';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../testing/render-in-dom';
import { WidgetList } from './widget-list';

const sellOneCall = {
  widget: 'payoff',
  title: 'Selling one AAPL call',
  legs: [{ type: 'call', strike: 190, premium: 3.5, quantity: -1 }],
  current_price: 185,
  underlying_range: [150, 230],
  show_breakeven: true,
  show_max_profit_loss: true,
};

describe('payoff widget', () => {
  it('computes the breakeven and the max profit and loss of a short call', () => {
    // Act
    renderInDom(<WidgetList widgets={[sellOneCall]} emptyText={NO_VISUAL_WIDGETS} />);

    // Assess: strike + premium; premium x 100 kept; the loss is open-ended
    const figures = screen.getByTestId('payoff-figures');
    expect(within(figures).getByText('$193.50')).toBeTruthy();
    expect(within(figures).getByText('+$350.00')).toBeTruthy();
    expect(within(figures).getByText('Unlimited')).toBeTruthy();
    expect(screen.getByText('Short 1 call $190.00 for $3.50')).toBeTruthy();
    expect(screen.getByRole('img', { name: /breakeven at \$193\.50/ })).toBeTruthy();
  });

  it('leaves the markers out unless asked for, and drops a payoff without legs', () => {
    const { unmount } = renderInDom(
      <WidgetList
        widgets={[{ ...sellOneCall, show_breakeven: false, show_max_profit_loss: false }]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );
    expect(screen.queryByTestId('payoff-figures')).toBeNull();
    unmount();
    renderInDom(<WidgetList widgets={[{ ...sellOneCall, legs: [] }]} emptyText={NO_VISUAL_WIDGETS} />);
    expect(screen.getByText(NO_VISUAL_WIDGETS)).toBeTruthy();
  });
});
