import { LandingPage } from '../../features/landing/components/landing-page';

/** `/`: loaded with the entry chunk so the first page a visitor sees needs no second round trip. */
export function LandingRoute() {
  return <LandingPage />;
}
