import { ComingSoonPage } from '../../components/coming-soon-page';

export function ThetixLandingRoute() {
  return <ComingSoonPage title="Thetix" />;
}
