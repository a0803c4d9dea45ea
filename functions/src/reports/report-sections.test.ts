import { sectionWidgetSchema, type Widget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { reportSummary } from './report-job';
import { flattenReportSections, toReportSections } from './report-sections';

const brief: Widget = { widget: 'markdown', title: 'Answer', content: '1. **Sell 2 KO $72.5 calls**' };
const openCalls: Widget = {
  widget: 'table',
  title: 'Your open calls',
  columns: ['Ticker'],
  rows: [['AAPL']],
  footnote: 'Simulated market data',
};
const summaryProse: Widget = { widget: 'markdown', title: 'Summary', content: 'You hold **3** stocks.' };
const untitled: Widget = { widget: 'message', message: 'More soon.', type: 'info' };

describe('a report as report sections (spec part 3 §3: name, content, widgets)', () => {
  it('keeps the opening answer first, and makes each titled widget a section named by its title', () => {
    // Act
    const sections = toReportSections([brief, openCalls, summaryProse, untitled]);

    // Assess
    expect(sections).toEqual([
      brief,
      {
        widget: 'section',
        name: 'Your open calls',
        widgets: [
          { widget: 'table', columns: ['Ticker'], rows: [['AAPL']], footnote: 'Simulated market data' },
        ],
      },
      { widget: 'section', name: 'Summary', content: 'You hold **3** stocks.', widgets: [untitled] },
    ]);
    expect(sections.slice(1).every((section) => sectionWidgetSchema.safeParse(section).success)).toBe(true);
  });

  it('keeps a hidden item hidden as a hidden section, and a markdown with computations as a child', () => {
    // Prepare
    const hidden: Widget = { ...openCalls, visible: false };
    const computed: Widget = {
      widget: 'markdown',
      title: 'Income',
      content: '**$80.00**',
      computations: [{ figure: 'Income', value: '$80.00', how: 'income days added up' }],
    };

    // Act
    const [hiddenSection, computedSection] = toReportSections([hidden, computed]);

    // Assess
    expect(hiddenSection).toMatchObject({ widget: 'section', visible: false });
    expect(computedSection).toMatchObject({
      widget: 'section',
      name: 'Income',
      widgets: [{ widget: 'markdown' }],
    });
    expect(computedSection).not.toHaveProperty('content');
  });

  it('undoes the sections for what reads a report as a list, so its one-line summary is the same', () => {
    // Prepare
    const flat = [openCalls, summaryProse];

    // Act
    const sectioned = toReportSections(flat);

    // Assess
    expect(flattenReportSections(sectioned)).toEqual(flat);
    expect(reportSummary(sectioned)).toBe(reportSummary(flat));
  });
});
