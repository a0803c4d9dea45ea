import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { system } from '../lib/chakra-system';
import { RuntimeConfigContext } from '../lib/runtime-config';

export function AppProvider(props: { config: RuntimeConfig; queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <RuntimeConfigContext value={props.config}>
        <QueryClientProvider client={props.queryClient}>
          {props.children}
          <Toaster />
        </QueryClientProvider>
      </RuntimeConfigContext>
    </ChakraProvider>
  );
}
