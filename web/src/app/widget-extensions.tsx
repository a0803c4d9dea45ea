import type { ReactNode } from 'react';
import { WidgetExtensionsProvider, type WidgetExtensions } from '../components/thetix-widgets';

/** The feature-owned widget renderers (opportunity, transaction) given to every widget list in the signed-in app. */
const extensions: WidgetExtensions = {};

export function AppWidgetExtensions({ children }: { children: ReactNode }) {
  return <WidgetExtensionsProvider value={extensions}>{children}</WidgetExtensionsProvider>;
}
