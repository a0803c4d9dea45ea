import { useParams } from 'react-router';
import { AccountPage } from '../../features/profile/components/account-page';
import { AccountsPage } from '../../features/profile/components/accounts-page';
import { GoalsPage } from '../../features/profile/components/goals-page';
import { NotificationsPage } from '../../features/profile/components/notifications-page';
import { ProfilePage } from '../../features/profile/components/profile-page';

export function ProfileRoute() {
  return <ProfilePage />;
}

export function NotificationsRoute() {
  return <NotificationsPage />;
}

export function GoalsRoute() {
  return <GoalsPage />;
}

export function AccountsRoute() {
  return <AccountsPage />;
}

export function AccountRoute() {
  const accountId = useParams().accountId ?? '';
  return <AccountPage key={accountId} accountId={accountId} />;
}
