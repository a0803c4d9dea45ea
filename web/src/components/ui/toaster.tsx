import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toaster } from '../../lib/toaster';

/**
 * Renders the app's toasts (with an action button when given, e.g. Undo); create them with `toaster.create`.
 * Mounted once the page has rendered: the toast machine's first subscription renders synchronously, which in the
 * middle of a prerendered page's hydration made one long task of it. A toast created before is shown on mount.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
