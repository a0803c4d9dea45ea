import { sanitizeWidgets, type Widget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import {
  AMOUNTS_HIDDEN_MESSAGE,
  HIDDEN_AMOUNT,
  HIDDEN_CELL,
  hideDollarAmounts,
  maskDollarText,
  RELATIVE_AXIS,
} from './public-amounts';

describe('hiding dollar amounts on public cards (issue 30 item 4)', () => {
  it('masks every dollar figure in text, with its sign and suffix, and leaves other numbers', () => {
    // Act
    const masked = maskDollarText('You earned $412 (+$1,234.50, -$3.2K) on 300 shares at 12 %; $ 7 left');

    // Assess
    expect(masked).toBe(
      `You earned ${HIDDEN_AMOUNT} (${HIDDEN_AMOUNT}, ${HIDDEN_AMOUNT}) on 300 shares at 12 %; ${HIDDEN_AMOUNT} left`,
    );
  });

  it('hides the cells of money columns, keeps the rest, and scales a dollar chart to shares of its largest value', () => {
    // Prepare
    const widgets: Widget[] = [
      {
        widget: 'table',
        columns: [
          { key: 'ticker', header: 'Ticker' },
          { key: 'shares', header: 'Shares', type: 'number' },
          { key: 'value', header: 'Value ($)', type: 'number' },
        ],
        rows: [{ ticker: 'AAPL', shares: 300, value: 81_360 }],
      },
      { widget: 'table', columns: ['Period', 'Total ($)'], rows: [['Jan', 412]] },
      {
        widget: 'chart',
        kind: 'bar',
        ylabel: 'Income ($)',
        series: [{ name: 'Options', x: ['Jan', 'Feb'], y: [200, 400] }],
        annotations: [{ x: 'Feb', y: 400, label: 'Best month $400' }],
      },
      { widget: 'chart', kind: 'line', ylabel: 'Change (%)', x: ['a', 'b'], y: [1, 2] },
      { widget: 'markdown', content: '**$412** this month', title: 'Answer' },
    ];

    // Act
    const [positions, income, chart, percent, prose] = hideDollarAmounts(widgets);

    // Assess
    expect(positions).toMatchObject({ rows: [{ ticker: 'AAPL', shares: 300, value: HIDDEN_CELL }] });
    expect(income).toMatchObject({ rows: [['Jan', HIDDEN_CELL]] });
    expect(chart).toMatchObject({
      ylabel: RELATIVE_AXIS,
      series: [{ y: [50, 100] }],
      annotations: [{ y: 100, label: `Best month ${HIDDEN_AMOUNT}` }],
    });
    expect(percent).toEqual(widgets[3]);
    expect(prose).toMatchObject({ content: `**${HIDDEN_AMOUNT}** this month` });
  });

  it('says amounts are hidden in place of widgets made of dollar figures, inside sections too, all still valid', () => {
    // Prepare
    const widgets: Widget[] = [
      { widget: 'price', symbol: 'AAPL', value: 271.2, change: 1.35, title: 'Apple' },
      {
        widget: 'section',
        name: 'Calls',
        widgets: [
          {
            widget: 'optionContract',
            symbol: 'MSFT',
            type: 'call',
            strike: 520,
            expiration: '2026-12-04',
            premium: 4.1,
          },
        ],
      },
    ];

    // Act
    const hidden = hideDollarAmounts(widgets);

    // Assess
    expect(hidden).toEqual([
      { widget: 'message', type: 'info', title: 'Apple', message: AMOUNTS_HIDDEN_MESSAGE },
      {
        widget: 'section',
        name: 'Calls',
        widgets: [{ widget: 'message', type: 'info', message: AMOUNTS_HIDDEN_MESSAGE }],
      },
    ]);
    expect(sanitizeWidgets(hidden)).toEqual(hidden);
    expect(JSON.stringify(hidden)).not.toMatch(/271|520|4\.1/);
  });
});
