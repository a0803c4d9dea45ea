import { describe, expect, it } from 'vitest';
import type { Widget } from '@thetix/shared/thetix/widgets';
import { reportSummary, reportTitle } from './report-job';

describe('a report in one line', () => {
  it('counts each list and gives the income total as a figure, leaving out empty sections', () => {
    // Prepare
    const widgets: Widget[] = [
      {
        widget: 'table',
        title: 'Opportunities to act on',
        columns: ['Ticker'],
        rows: [['AAPL'], ['KO'], ['MSFT']],
      },
      { widget: 'table', title: 'Your open calls', columns: ['Ticker'], rows: [['AAPL']] },
      {
        widget: 'message',
        title: 'Holdings short of 100 shares',
        message: 'Every holding has at least 100 shares.',
        type: 'info',
      },
      {
        widget: 'table',
        title: 'Income so far this year',
        columns: ['Period', 'Total ($)'],
        rows: [['year to date', 80003.54]],
      },
    ];
    // Act
    const summary = reportSummary(widgets);
    // Assess
    expect(summary).toBe('Opportunities to act on: 3 · open calls: 1 · Income so far this year: $80,003.54');
  });

  it('sums up a report that opens with its morning brief by the brief’s first action', () => {
    // Prepare
    const widgets: Widget[] = [
      {
        widget: 'markdown',
        title: 'Answer',
        content:
          '1. **AAPL $275 call × 12** expires in 3 days (Nov 27): **Hold**: Nothing to do yet.\n2. **Sell 2 KO $72.5 calls**\n\n**Income**: options income this year is **$61,430.00**.',
      },
      { widget: 'table', title: 'Your open calls', columns: ['Ticker'], rows: [['AAPL']] },
    ];
    // Act
    const summary = reportSummary(widgets);
    // Assess
    expect(summary).toBe('AAPL $275 call × 12 expires in 3 days (Nov 27): Hold: Nothing to do yet.');
  });

  it('titles reports with their emoji and day', () => {
    expect(reportTitle('daily', '2026-11-25')).toBe('☀️ Daily action plan · Wed, Nov 25');
    expect(reportTitle('weekly', '2026-W48').startsWith('📊')).toBe(true);
    expect(reportSummary([])).toBe('Your report is ready.');
  });
});
