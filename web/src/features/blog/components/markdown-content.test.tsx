import { describe, expect, it } from 'vitest';
import { renderMarkdown as render } from '../testing/render-markdown';

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
    expect(html).toMatch(/<ol[^>]*>\s*<li[^>]*>One<\/li>\s*<li[^>]*>Two<\/li>\s*<\/ol>/);
    expect(text).toBe('Rolling up Roll for a credit, see the basics. One Two');
  });

  it('reads wrapped paragraphs, wrapped list items, _underscore_ italics, quotes and h3 anchors', () => {
    // Act
    const { html, text } = render(
      [
        'First line',
        'continues here, _covered_ by snake_case_name.',
        '',
        '- one',
        '- two',
        '  wrapped',
        '',
        '### Delta & assignment: 0.30?',
        '> Not advice.',
        '> Really.',
      ].join('\n'),
    );

    // Assess
    expect(html).toMatch(
      /<p[^>]*>First line\ncontinues here, <em[^>]*>covered<\/em> by snake_case_name\.<\/p>/,
    );
    expect(html).toMatch(/<li[^>]*>two\nwrapped<\/li>/);
    expect(html).toMatch(/<h3[^>]*id="delta-assignment-0-30"/);
    expect(html).toMatch(/<blockquote[^>]*>\s*<p[^>]*>Not advice\.\nReally\.<\/p>/);
    expect(text).toContain('one two wrapped');
  });

  it('never injects raw HTML, and keeps only the label of an unsafe link', () => {
    // Act
    const { html, text, links } = render(
      '<img src=x onerror=alert(1)> and <script>alert(2)</script> [x](javascript:alert(1)) ' +
        '[y](//evil.example) [z](data:text/html,x) [web](https://www.irs.gov/publications/p550) ' +
        '[mail](mailto:support@thetix.app) [top](#taxes)',
    );

    // Assess
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(links).toEqual(['https://www.irs.gov/publications/p550', 'mailto:support@thetix.app', '#taxes']);
    expect(text).toContain('x y z web mail top');
  });
});
