import { ComingSoonPage } from '../../components/coming-soon-page';

export function AskRoute() {
  return <ComingSoonPage title="Ask Thetix" />;
}
