import { ChakraProvider } from '@chakra-ui/react';
import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { system } from '../../lib/chakra-system';
import { RuntimeConfigContext } from '../../lib/runtime-config';

export const testRuntimeConfig: RuntimeConfig = {
  stage: 'local',
  region: 'us-east-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  marketData: 'simulated',
  supportEmail: 'support@thetix.app',
};

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/**
 * Unit tests without a DOM (the web-unit tier runs in Node): renders on the server with the app's providers and
 * returns the markup and its visible text, so a test can assert the exact copy a user reads.
 */
export function renderToText(ui: ReactNode, config: Partial<RuntimeConfig> = {}) {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <RuntimeConfigContext value={{ ...testRuntimeConfig, ...config }}>{ui}</RuntimeConfigContext>
    </ChakraProvider>,
  );
  const text = html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:)])/g, '$1')
    .trim();
  return { html, text };
}
