import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, readingTimeMinutes, toAnchorId } from './markdown';

describe('parseInline', () => {
  it('reads bold, italic, inline code and links, nesting emphasis inside bold and link text', () => {
    // Act
    const nodes = parseInline('A **bold *and* strong** `code` and [the *blog*](/blog).');

    // Assess
    expect(nodes).toEqual([
      { type: 'text', text: 'A ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'bold ' },
          { type: 'em', children: [{ type: 'text', text: 'and' }] },
          { type: 'text', text: ' strong' },
        ],
      },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'code' },
      { type: 'text', text: ' and ' },
      {
        type: 'link',
        href: '/blog',
        children: [
          { type: 'text', text: 'the ' },
          { type: 'em', children: [{ type: 'text', text: 'blog' }] },
        ],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it.each(['javascript:alert', '//evil.example', 'data:text/html,x'])(
    'keeps only the label of a link to %s',
    (href) => {
      expect(parseInline(`[click](${href})`)).toEqual([{ type: 'text', text: 'click' }]);
    },
  );

  it('keeps external, mail and anchor links', () => {
    const hrefs = ['https://www.irs.gov/publications/p550', 'mailto:support@thetix.app', '#taxes'].map(
      (href) => parseInline(`[x](${href})`)[0],
    );
    expect(hrefs.map((node) => node?.type)).toEqual(['link', 'link', 'link']);
  });

  it('reads _underscore_ italics (Prettier writes those) but not underscores inside words', () => {
    expect(parseInline('is _covered_ by snake_case_name')).toEqual([
      { type: 'text', text: 'is ' },
      { type: 'em', children: [{ type: 'text', text: 'covered' }] },
      { type: 'text', text: ' by snake_case_name' },
    ]);
  });

  it('leaves markup-looking text as text (React escapes it when rendering)', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([
      { type: 'text', text: '<script>alert(1)</script>' },
    ]);
  });
});

describe('parseMarkdown', () => {
  it('reads headings with anchor ids, wrapped paragraphs, lists and quotes', () => {
    // Prepare
    const markdown = [
      '## What is a covered call?',
      'First line',
      'continues here.',
      '',
      '- one',
      '- two',
      '  wrapped',
      '',
      '1. first',
      '2) second',
      '',
      '### Detail',
      '> Not advice.',
      '> Really.',
    ].join('\n');

    // Act
    const blocks = parseMarkdown(markdown);

    // Assess
    expect(blocks).toEqual([
      {
        type: 'heading',
        level: 2,
        id: 'what-is-a-covered-call',
        children: [{ type: 'text', text: 'What is a covered call?' }],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'First line continues here.' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'one' }],
          [
            { type: 'text', text: 'two' },
            { type: 'text', text: ' ' },
            { type: 'text', text: 'wrapped' },
          ],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
      { type: 'heading', level: 3, id: 'detail', children: [{ type: 'text', text: 'Detail' }] },
      {
        type: 'quote',
        children: [
          { type: 'text', text: 'Not advice.' },
          { type: 'text', text: ' ' },
          { type: 'text', text: 'Really.' },
        ],
      },
    ]);
  });
});

describe('helpers', () => {
  it('builds anchor ids from heading text', () => {
    expect(toAnchorId('Delta & assignment: 0.30?')).toBe('delta-assignment-0-30');
  });

  it('rounds reading time up at 200 words a minute, never below a minute', () => {
    expect(readingTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readingTimeMinutes('')).toBe(1);
  });
});
