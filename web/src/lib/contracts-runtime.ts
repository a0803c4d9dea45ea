/**
 * Zod with the first of the shared contracts, and TanStack Query, as one stage of the app's start (main.tsx): a
 * schema costs the most the first time zod builds one.
 */
export { tickerSchema } from '@thetix/shared/contracts/market-data';
export { QueryClient } from '@tanstack/react-query';
