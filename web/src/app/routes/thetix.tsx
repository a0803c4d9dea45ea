import { ComingSoonPage } from '../../components/coming-soon-page';

export function ThetixBoardRoute() {
  return <ComingSoonPage title="Thetix Board" />;
}

export function ThetixCardRoute() {
  return <ComingSoonPage title="Thetix card" />;
}
