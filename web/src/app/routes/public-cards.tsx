import { ComingSoonPage } from '../../components/coming-soon-page';

export function PublicCollectionRoute() {
  return <ComingSoonPage title="Thetix collection" />;
}

export function PublicCardRoute() {
  return <ComingSoonPage title="Thetix card" />;
}
