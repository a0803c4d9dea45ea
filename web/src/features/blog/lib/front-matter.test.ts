import { describe, expect, it } from 'vitest';
import { parseFrontMatter, splitList } from './front-matter';

describe('parseFrontMatter', () => {
  it('splits the fenced key: value block from the body, unquoting values and keeping colons in them', () => {
    // Prepare
    const raw = [
      '---',
      'title: "Rolling: up and out"',
      "slug: 'rolling'",
      'tags: Rolling, Risk',
      '---',
      '',
      'Body.',
    ];

    // Act
    const { fields, body } = parseFrontMatter(raw.join('\n'));

    // Assess
    expect(fields).toEqual({ title: 'Rolling: up and out', slug: 'rolling', tags: 'Rolling, Risk' });
    expect(body).toBe('\nBody.');
  });

  it('reads Windows line endings and skips comment and malformed lines', () => {
    // Act
    const { fields, body } = parseFrontMatter(
      '---\r\n# a comment\r\nno separator\r\ndate: 2026-10-06\r\n---\r\nText',
    );

    // Assess
    expect(fields).toEqual({ date: '2026-10-06' });
    expect(body).toBe('Text');
  });

  it('returns the whole text as the body when there is no front matter', () => {
    // Act
    const result = parseFrontMatter('## Heading\n\nText');

    // Assess
    expect(result).toEqual({ fields: {}, body: '## Heading\n\nText' });
  });
});

describe('splitList', () => {
  it('splits on commas, trimming and dropping empty items', () => {
    expect(splitList(' Basics, Taxes ,, ')).toEqual(['Basics', 'Taxes']);
    expect(splitList(undefined)).toEqual([]);
  });
});
