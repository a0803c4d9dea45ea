import { useParams } from 'react-router';
import { ComingSoonPage } from '../../components/coming-soon-page';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { BlogPostPage } from '../../features/blog/components/blog-post-page';
import { LegalPage } from '../../features/legal/components/legal-page';
import { disclaimer } from '../../features/legal/content/disclaimer';
import { privacy } from '../../features/legal/content/privacy';
import { terms } from '../../features/legal/content/terms';

export function ThetixLandingRoute() {
  return <ComingSoonPage title="Thetix" />;
}

export function BlogRoute() {
  return <BlogListPage />;
}

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return <BlogPostPage key={slug} slug={slug} />;
}

export function TermsRoute() {
  return <LegalPage document={terms} />;
}

export function PrivacyRoute() {
  return <LegalPage document={privacy} />;
}

export function DisclaimerRoute() {
  return <LegalPage document={disclaimer} />;
}
