import { ComingSoonPage } from '../../components/coming-soon-page';

export function ProfileRoute() {
  return <ComingSoonPage title="Profile" />;
}

export function NotificationsRoute() {
  return <ComingSoonPage title="Notifications" />;
}

export function GoalsRoute() {
  return <ComingSoonPage title="Goals" />;
}

export function AccountsRoute() {
  return <ComingSoonPage title="Accounts" />;
}

export function AccountRoute() {
  return <ComingSoonPage title="Account" />;
}
