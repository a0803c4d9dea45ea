import { screen, within } from '@testing-library/react';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../testing/render-in-dom';
import { WidgetList } from './widget-list';

const table = {
  widget: 'table',
  title: 'Yields',
  columns: [
    { key: 'ticker', header: 'Ticker' },
    { key: 'yield', header: 'Yield (%)', type: 'number' },
    'Source',
  ],
  rows: [
    { ticker: 'AAPL', yield: 1.25, Source: 'https://example.com/aapl' },
    { ticker: 'MSFT', yield: 12345.5, Source: 'javascript:alert(1)' },
    { ticker: 'KO', yield: 0.5, Source: '/internal/path' },
  ],
};

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('table widget', () => {
  it('cycles the sort ascending, descending, none on header clicks and says so with aria-sort', async () => {
    // Prepare
    const { user } = renderInDom(<WidgetList widgets={[table]} emptyText={NO_VISUAL_WIDGETS} />);
    const header = screen.getByRole('columnheader', { name: /Yield/ });
    const sortBy = within(header).getByRole('button');
    expect(header.getAttribute('aria-sort')).toBe('none');

    // Act and assess
    await user.click(sortBy);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['KO', 'AAPL', 'MSFT']);
    await user.click(sortBy);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['MSFT', 'AAPL', 'KO']);
    await user.click(sortBy);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(firstColumn()).toEqual(['AAPL', 'MSFT', 'KO']);
  });

  it('right-aligns and formats numbers to the decimals of their column, with a caption and a heading', () => {
    renderInDom(<WidgetList widgets={[table]} emptyText={NO_VISUAL_WIDGETS} />);
    const cell = screen.getByText('12,345.50');
    expect(screen.getByText('0.50')).toBeTruthy();
    expect(getComputedStyle(cell).textAlign).toBe('end');
    expect(screen.getByRole('table', { name: 'Yields' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Yields' })).toBeTruthy();
  });

  it('links only http and https cells, in a new tab without opener; javascript: stays text', () => {
    renderInDom(<WidgetList widgets={[table]} emptyText={NO_VISUAL_WIDGETS} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/aapl');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getByText('/internal/path').closest('a')).toBeNull();
  });

  it('names each cell’s column for the stacked layout and marks the first as the row’s title (issue 30 item 2)', () => {
    // Act
    renderInDom(<WidgetList widgets={[table]} emptyText={NO_VISUAL_WIDGETS} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');

    // Assess
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Ticker', 'Yield (%)', 'Source']);
    expect(cells.map((cell) => cell.hasAttribute('data-primary'))).toEqual([true, false, false]);
  });

  it('says when the table scrolls sideways, and nothing when all of it fits (issue 30 item 2)', () => {
    // Prepare: jsdom lays nothing out, so the scroll box reports the widths a narrow card would
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);

    // Act
    const narrow = renderInDom(<WidgetList widgets={[table]} emptyText={NO_VISUAL_WIDGETS} />);
    const cue = screen.getByTestId('scroll-cue').textContent;
    narrow.unmount();
    widths.mockReturnValue(600);
    renderInDom(<WidgetList widgets={[table]} emptyText={NO_VISUAL_WIDGETS} />);

    // Assess
    expect(cue).toBe('Scroll sideways for more columns →');
    expect(screen.queryByTestId('scroll-cue')).toBeNull();
    vi.restoreAllMocks();
  });

  it('drops a table without columns', () => {
    renderInDom(<WidgetList widgets={[{ ...table, columns: [] }]} emptyText={NO_VISUAL_WIDGETS} />);
    expect(screen.getByText(NO_VISUAL_WIDGETS)).toBeTruthy();
  });
});
