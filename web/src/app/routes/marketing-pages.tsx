import { ComingSoonPage } from '../../components/coming-soon-page';

export function ThetixLandingRoute() {
  return <ComingSoonPage title="Thetix" />;
}

export function BlogRoute() {
  return <ComingSoonPage title="Blog" />;
}

export function BlogPostRoute() {
  return <ComingSoonPage title="Blog post" />;
}

export function TermsRoute() {
  return <ComingSoonPage title="Terms of Service" />;
}

export function PrivacyRoute() {
  return <ComingSoonPage title="Privacy Policy" />;
}

export function DisclaimerRoute() {
  return <ComingSoonPage title="Disclaimer" />;
}
