import { useParams, useSearchParams } from 'react-router';
import { PublicCardPage } from '../../features/public-thetix/components/public-card-page';
import { PublicCollectionPage } from '../../features/public-thetix/components/public-collection-page';
import { readEmbedOptions } from '../../lib/embed-options';

/** /public/thetix/{collectionId}: no sign-in, no shell (spec part 3 §2). */
export function PublicCollectionRoute() {
  const { collectionId = '' } = useParams();
  return <PublicCollectionPage key={collectionId} collectionId={collectionId} />;
}

/** /public/thetix-card/{cardId}: no sign-in, no shell; may be framed by any site (spec part 3 §2). */
export function PublicCardRoute() {
  const { cardId = '' } = useParams();
  const [search] = useSearchParams();
  const flags = {
    screenshot: search.get('screenshot') === 'true',
    social: search.get('social') === 'true',
    ...readEmbedOptions(search),
  };
  return <PublicCardPage key={cardId} cardId={cardId} flags={flags} />;
}
