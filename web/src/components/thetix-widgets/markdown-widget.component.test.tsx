import { screen } from '@testing-library/react';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../testing/render-in-dom';
import { WidgetList } from './widget-list';

const markdown = (content: string) => [{ widget: 'markdown', content }];

describe('markdown widget', () => {
  it('renders Markdown with GFM tables as elements', () => {
    // Act
    renderInDom(
      <WidgetList
        widgets={markdown('## Income\n\nSell **one** call.\n\n| Ticker | Yield |\n|---|---|\n| AAPL | 1.2 |')}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );

    // Assess
    expect(screen.getByRole('heading', { name: 'Income' }).tagName).toBe('H4');
    expect(screen.getByText('one').tagName).toBe('STRONG');
    expect(screen.getByRole('cell', { name: 'AAPL' })).toBeTruthy();
  });

  it("folds how the answer's figures were computed under it", () => {
    // Act
    const { container } = renderInDom(
      <WidgetList
        widgets={[
          {
            widget: 'markdown',
            title: 'Answer',
            content: 'Best pick: sell **6 MSFT $497.5 calls**, **$1,776.00** in premium.',
            computations: [
              {
                figure: 'MSFT $497.5 call premium',
                value: '$1,776.00',
                how: '$2.96 a share × 100 × 6 contracts.',
              },
            ],
          },
        ]}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );

    // Assess
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(screen.getByText('How this was computed').tagName).toBe('SUMMARY');
    expect(details?.textContent).toContain('$2.96 a share × 100 × 6 contracts.');
  });

  it('never renders raw HTML or script, and links only http(s)', () => {
    // Act
    const { container } = renderInDom(
      <WidgetList
        widgets={markdown(
          'Hi <script>window.hacked = 1</script><img src=x onerror="alert(1)"> <b>bold</b>\n\n' +
            '[bad](javascript:alert(1)) [good](https://example.com) <a href="https://evil.example">raw</a>',
        )}
        emptyText={NO_VISUAL_WIDGETS}
      />,
    );

    // Assess
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('javascript:');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toContain('bad');
  });

  it('decodes base64 content as UTF-8', () => {
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode('**Größe** ✓')));
    renderInDom(<WidgetList widgets={[{ widget: 'markdown', encoded }]} emptyText={NO_VISUAL_WIDGETS} />);
    expect(screen.getByText('Größe').tagName).toBe('STRONG');
    expect(screen.getByText('✓', { exact: false })).toBeTruthy();
  });
});
