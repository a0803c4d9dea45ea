import { ThetixLandingPage } from '../../features/landing/components/thetix-landing-page';
import { CardCreationBox } from '../../features/public-thetix/components/card-creation-box';

/** /thetix (spec part 1 §2); a signed-in visitor never gets here, the router sends them to the board. */
export function ThetixLandingRoute() {
  return <ThetixLandingPage cardCreator={<CardCreationBox />} />;
}
