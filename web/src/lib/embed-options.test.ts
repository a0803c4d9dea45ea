import { describe, expect, it } from 'vitest';
import { embedQuery, readEmbedOptions } from './embed-options';

describe('embed options (issue 30 item 1)', () => {
  it('reads compact and theme from the query string and falls back to the header shown, light', () => {
    // Act
    const cases = ['?compact=1&theme=dark', '?compact=true', '?theme=light', '?compact=0&theme=blue', ''].map(
      (query) => readEmbedOptions(new URLSearchParams(query)),
    );

    // Assess
    expect(cases).toEqual([
      { compact: true, theme: 'dark' },
      { compact: true, theme: 'light' },
      { compact: false, theme: 'light' },
      { compact: false, theme: 'light' },
      { compact: false, theme: 'light' },
    ]);
  });

  it('writes the query string the public page reads back', () => {
    // Act
    const queries = [
      embedQuery({ compact: true, theme: 'dark' }),
      embedQuery({ compact: false, theme: 'dark' }),
      embedQuery({ compact: false, theme: 'light' }),
    ];

    // Assess
    expect(queries).toEqual(['?compact=1&theme=dark', '?theme=dark', '']);
    expect(readEmbedOptions(new URLSearchParams(queries[0]))).toEqual({ compact: true, theme: 'dark' });
  });
});
