import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../testing/render-markdown';
import { htmlToMarkdown } from './html-to-markdown';
import { isSafeHref } from './markdown';

const convert = (html: string) => htmlToMarkdown(html, isSafeHref);

const blockTags = (html: string) =>
  [...html.matchAll(/<(h2|h3|p|ul|ol|blockquote)[ >]/g)]
    .map((match) => match[1])
    .filter((tag, index, all) => {
      // A quote's paragraph belongs to the quote.
      return !(tag === 'p' && all[index - 1] === 'blockquote');
    });

describe('Ghost HTML to the blog Markdown', () => {
  it('keeps headings, paragraphs, lists, quotes and inline marks', () => {
    // Prepare
    const html = [
      '<h2 id="x">Why sell calls?</h2>',
      '<p>A <strong>covered call</strong> earns <em>premium</em> &amp; keeps <code>100</code> shares.</p>',
      '<ul><li>One</li><li>Two <a href="/blog/how-to-roll-a-covered-call">roll it</a></li></ul>',
      '<ol><li>First</li></ol>',
      '<h4>Small print</h4>',
      '<blockquote><p>Time is money.</p></blockquote>',
    ].join('\n');

    // Act
    const markdown = convert(html);

    // Assess
    expect(markdown).toBe(
      [
        '## Why sell calls?',
        'A **covered call** earns *premium* & keeps `100` shares.',
        '- One\n- Two [roll it](/blog/how-to-roll-a-covered-call)',
        '1. First',
        '### Small print',
        '> Time is money.',
      ].join('\n\n'),
    );
    expect(blockTags(renderMarkdown(markdown).html)).toEqual(['h2', 'p', 'ul', 'ol', 'h3', 'blockquote']);
  });

  it('drops scripts, styles, comments and unsafe links but keeps their visible text', () => {
    const html =
      '<!--kg-card-begin: html--><p>Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p>' +
      '<style>p{}</style><figure><img src="x.png" alt="chart"><figcaption>Fig&#x2019;s 1</figcaption></figure>';
    expect(convert(html)).toBe('Hi there\n\nFig\u2019s 1');
  });

  it('turns a code block into one code line per line', () => {
    expect(convert('<pre><code>a = 1\nb = 2</code></pre>')).toBe('`a = 1`\n\n`b = 2`');
  });
});
