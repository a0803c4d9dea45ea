import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../components/testing/render-to-text';
import { MarkdownContent } from './markdown-content';

const render = (markdown: string) => {
  const router = createMemoryRouter([{ path: '/', element: <MarkdownContent markdown={markdown} /> }]);
  const { html, text } = renderToText(<RouterProvider router={router} />);
  // Emotion's style tags sit between elements; the assertions are about the elements.
  return { html: html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, ''), text };
};

describe('MarkdownContent', () => {
  it('renders headings with ids, lists, emphasis and links as elements', () => {
    // Act
    const { html, text } = render(
      '## Rolling up\n\nRoll for a **credit**, see [the basics](/blog/what-is-a-covered-call).\n\n1. One\n2. Two',
    );

    // Assess
    expect(html).toMatch(/<h2[^>]*id="rolling-up"/);
    expect(html).toMatch(/<strong[^>]*>credit<\/strong>/);
    expect(html).toMatch(/<a[^>]*href="\/blog\/what-is-a-covered-call"[^>]*>the basics<\/a>/);
    expect(html).toMatch(/<ol[^>]*><li[^>]*>One<\/li><li[^>]*>Two<\/li><\/ol>/);
    expect(text).toBe('Rolling up Roll for a credit, see the basics. One Two');
  });

  it('escapes markup in the text instead of injecting it', () => {
    // Act
    const { html } = render('<img src=x onerror=alert(1)> and [x](javascript:alert(1))');

    // Assess
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
