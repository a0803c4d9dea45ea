import { useParams } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon-page';

const useTicker = () => (useParams().ticker ?? '').toUpperCase();

export function PositionRoute() {
  return <ComingSoonPage title={`${useTicker()} position`} />;
}

export function PositionOpportunitiesRoute() {
  return <ComingSoonPage title={`${useTicker()} opportunities`} />;
}

export function PositionHistoryRoute() {
  return <ComingSoonPage title={`${useTicker()} trading history`} />;
}

export function PositionGoalRoute() {
  return <ComingSoonPage title={`${useTicker()} goals`} />;
}
