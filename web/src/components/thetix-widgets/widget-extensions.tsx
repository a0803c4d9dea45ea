import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { OpportunityWidget, TransactionWidget } from '@thetix/shared/thetix/widgets';

/**
 * Renderers that live in features (the opportunity card, the history row): shared components cannot import
 * features, so the app layer provides them here (app/widget-extensions.tsx). Without one, a simple fallback shows.
 */
export interface WidgetExtensions {
  opportunity?: ComponentType<{ widget: OpportunityWidget }>;
  transaction?: ComponentType<{ widget: TransactionWidget }>;
}

const WidgetExtensionsContext = createContext<WidgetExtensions>({});

export function WidgetExtensionsProvider({
  value,
  children,
}: {
  value: WidgetExtensions;
  children: ReactNode;
}) {
  return <WidgetExtensionsContext.Provider value={value}>{children}</WidgetExtensionsContext.Provider>;
}

export const useWidgetExtensions = () => useContext(WidgetExtensionsContext);
