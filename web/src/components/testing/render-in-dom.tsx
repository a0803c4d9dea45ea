import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import type { ReactNode } from 'react';
import { system } from '../../lib/chakra-system';
import { RuntimeConfigContext } from '../../lib/runtime-config';
import { testRuntimeConfig } from './render-to-text';

/**
 * Component tests: mounts `ui` in jsdom with the app's providers (Chakra, runtime config, a fresh query client
 * that never retries) and returns Testing Library's queries plus a user-event session for clicks and typing.
 */
export function renderInDom(
  ui: ReactNode,
  options: { config?: Partial<RuntimeConfig>; queryClient?: QueryClient } = {},
) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <RuntimeConfigContext value={{ ...testRuntimeConfig, ...options.config }}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </RuntimeConfigContext>
    </ChakraProvider>,
  );
  return { ...view, user, queryClient };
}
