import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emotionStyleTags } from '../app/prerender';
import { system } from './chakra-system';
import { clientEmotionCache } from './emotion-cache';

function IncomeBox({ cache }: { cache: EmotionCache }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <Box color="brand.700" p="4">
          Income
        </Box>
      </ChakraProvider>
    </CacheProvider>
  );
}

/** The box's style (its name and rules) as the prerender finds it in its cache. */
function prerenderedStyle(): { name: string; rules: string } {
  const cache = createCache({ key: 'css', container: document.createElement('div') });
  const { container, unmount } = render(<IncomeBox cache={cache} />);
  const name = /\bcss-([a-z0-9]+)\b/.exec(container.innerHTML)![1]!;
  const rules = cache.sheet.tags
    .map((tag) => tag.textContent ?? '')
    .filter((text) => text.includes(`.css-${name}`))
    .join('');
  unmount();
  return { name, rules };
}

describe('clientEmotionCache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('counts a prerendered page’s styles as inserted: it writes none again and moves no sheet', () => {
    // Arrange: the head as the build writes it, then a link the app's start adds after it.
    const { name, rules } = prerenderedStyle();
    expect(rules).toContain('--chakra-colors-brand-700');
    const server = { key: 'css', inserted: { [name]: rules } } as unknown as EmotionCache;
    document.head.innerHTML = `${emotionStyleTags(server)}<link rel="modulepreload" href="/assets/app.js">`;
    const prerendered = document.head.querySelector('style');

    // Act
    const cache = clientEmotionCache();
    render(<IncomeBox cache={cache} />);

    // Assess
    expect(cache.inserted[name]).toBe(true);
    expect(document.head.firstElementChild).toBe(prerendered);
    expect(prerendered?.nextElementSibling?.tagName).toBe('LINK');
    const written = cache.sheet.tags.map((tag) => tag.textContent ?? '').join('');
    expect(written).not.toContain(`.css-${name}`);
  });

  it('is an ordinary cache on a page that was not prerendered: it writes the styles it renders', () => {
    // Act
    const cache = clientEmotionCache();
    const { container } = render(<IncomeBox cache={cache} />);

    // Assess
    const name = /\bcss-([a-z0-9]+)\b/.exec(container.innerHTML)![1]!;
    expect(cache.sheet.tags.map((tag) => tag.textContent ?? '').join('')).toContain(`.css-${name}`);
  });
});
