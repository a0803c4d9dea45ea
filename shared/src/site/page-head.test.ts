import { describe, expect, it } from 'vitest';
import { withPageHead } from './page-head';

const indexHtml = `<head>
    <title>Thetix | Covered-call income for the stocks you already own</title>
    <meta
      name="description"
      content="Thetix finds covered-call income opportunities."
    />
    <meta property="og:title" content="Thetix | Covered-call income for the stocks you already own" />
    <meta
      property="og:description"
      content="Thetix finds covered-call income opportunities."
    />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:title" content="Thetix | Covered-call income for the stocks you already own" />
    <meta
      name="twitter:description"
      content="Thetix finds covered-call income opportunities."
    />
</head>`;

describe('withPageHead', () => {
  it('puts the page’s own title and description in every tag a crawler reads', () => {
    // Act
    const html = withPageHead(indexHtml, {
      title: 'Premium on AAPL this month | Thetix',
      description: 'A Thetix card in “Income”: premium on AAPL this month',
    });

    // Assess
    expect(html).toContain('<title>Premium on AAPL this month | Thetix</title>');
    expect(html).toContain('<meta property="og:title" content="Premium on AAPL this month | Thetix" />');
    expect(html).toContain('<meta name="twitter:title" content="Premium on AAPL this month | Thetix" />');
    expect(html.match(/content="A Thetix card in “Income”: premium on AAPL this month"/g)).toHaveLength(3);
    expect(html).not.toContain('Covered-call income for the stocks');
    expect(html).toContain('<meta property="og:image" content="/og-image.png" />');
  });

  it('escapes what a user typed, so a question cannot open a tag', () => {
    // Act
    const html = withPageHead(indexHtml, {
      title: '</title><script>alert(1)</script>',
      description: '"><script>alert(2)</script>',
    });

    // Assess
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
  });

  it('cuts a long description at a word, with an ellipsis', () => {
    // Act
    const html = withPageHead(indexHtml, { title: 'T', description: 'word '.repeat(80) });

    // Assess
    const description = /name="description"\s+content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('word…')).toBe(true);
  });
});
