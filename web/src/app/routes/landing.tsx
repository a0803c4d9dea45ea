import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LandingPage } from '../../features/landing/components/landing-page';

/** The calculator (its form, slider and results) is fetched once its section nears the viewport. */
const PublicCalculator = lazy(async () => ({
  default: (await import('../../features/calculator/components/public-calculator')).PublicCalculator,
}));

/** Holds the calculator's place while its code loads, so the sections below it move as little as possible. */
const placeholder = <Box minH={{ base: '1340px', md: '870px', lg: '495px' }} aria-hidden="true" />;

/** The prerender (import.meta.env.SSR) keeps the placeholder: a suspended part would need an inline script. */
const calculator = (seen: boolean) =>
  seen && !import.meta.env.SSR ? (
    <Suspense fallback={placeholder}>
      <PublicCalculator active />
    </Suspense>
  ) : (
    placeholder
  );

/** `/`: part of the app's start chunk (app/start.tsx), so the first page a visitor sees needs no route chunk. */
export function LandingRoute() {
  return <LandingPage calculator={calculator} />;
}
