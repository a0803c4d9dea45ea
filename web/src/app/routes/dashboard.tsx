import { ComingSoonPage } from '../../components/coming-soon-page';

export function DashboardRoute() {
  return <ComingSoonPage title="Dashboard" />;
}

export function OpportunitiesRoute() {
  return <ComingSoonPage title="Opportunities" />;
}

export function HistoryRoute() {
  return <ComingSoonPage title="Trading History" />;
}

export function GoalRoute() {
  return <ComingSoonPage title="Investment Goals" />;
}

export function ThetixBoardRoute() {
  return <ComingSoonPage title="Thetix Board" />;
}

export function ThetixCardRoute() {
  return <ComingSoonPage title="Thetix card" />;
}

export function AskRoute() {
  return <ComingSoonPage title="Ask Thetix" />;
}
