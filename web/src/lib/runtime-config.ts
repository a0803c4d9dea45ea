import { runtimeConfigSchema, type RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import { createContext, useContext } from 'react';

/**
 * `/config.json` is written per stage next to index.html, so one build runs anywhere. It is read once, before
 * the first render; a missing or malformed file fails fast with a message naming the file.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const parsed = runtimeConfigSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new Error(`/config.json is not a valid runtime configuration: ${parsed.error.message}`);
  return parsed.data;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside the app provider');
  return config;
}
