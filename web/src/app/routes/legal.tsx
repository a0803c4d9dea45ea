import { LegalPage } from '../../features/legal/components/legal-page';
import { disclaimer } from '../../features/legal/content/disclaimer';
import { privacy } from '../../features/legal/content/privacy';
import { terms } from '../../features/legal/content/terms';

export function TermsRoute() {
  return <LegalPage document={terms} />;
}

export function PrivacyRoute() {
  return <LegalPage document={privacy} />;
}

export function DisclaimerRoute() {
  return <LegalPage document={disclaimer} />;
}
