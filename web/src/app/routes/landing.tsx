import { PublicCalculator } from '../../features/calculator/components/public-calculator';
import { LandingPage } from '../../features/landing/components/landing-page';

const calculator = (active: boolean) => <PublicCalculator active={active} />;

/** `/`: loaded with the entry chunk so the first page a visitor sees needs no second round trip. */
export function LandingRoute() {
  return <LandingPage calculator={calculator} />;
}
