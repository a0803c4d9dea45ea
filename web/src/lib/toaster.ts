import { createToaster } from '@chakra-ui/react';

/** Spec part 1 §4 and §9: at most three toasts at a time (more wait in line), each shown for 4 s. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4_000;

export const toaster = createToaster({
  placement: 'top-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});
