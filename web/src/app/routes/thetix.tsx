import { Container } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/profile/api/get-profile';
import { defaultCollection, useCollections } from '../../features/thetix/api/get-collections';
import { SingleCardPage } from '../../features/thetix/components/single-card-page';
import { ThetixBoard } from '../../features/thetix/components/thetix-board';

/** Feature flag show_thetix_debug (spec part 3 §6): the cards' debug tab. */
function useShowThetixDebug(): boolean {
  return useProfile().data?.featureFlags.show_thetix_debug === true;
}

/**
 * /dashboard/thetix[/:collectionId]: without a collection id, or with one that is not (or no longer) the user's,
 * the route is replaced by the default collection, else the first (spec part 3 §2).
 */
export function ThetixBoardRoute() {
  const { collectionId } = useParams();
  const navigate = useNavigate();
  const collections = useCollections();
  const list = collections.data;
  const known = list?.some((collection) => collection.id === collectionId) ?? false;
  const fallback = list ? defaultCollection(list) : undefined;
  const showDebug = useShowThetixDebug();
  useEffect(() => {
    if (!known && fallback)
      void navigate(paths.dashboard.thetixCollection.getHref(fallback.id), { replace: true });
  }, [known, fallback, navigate]);
  return (
    <Container maxW="full" px={{ base: '4', md: '6', xl: '10' }} py={{ base: '5', md: '8' }}>
      <ThetixBoard
        collectionId={known ? collectionId : undefined}
        showDebug={showDebug}
        onSelectCollection={(id) => void navigate(paths.dashboard.thetixCollection.getHref(id))}
      />
    </Container>
  );
}

/** /dashboard/thetix/card/:cardId. */
export function ThetixCardRoute() {
  const { cardId = '' } = useParams();
  const showDebug = useShowThetixDebug();
  return <SingleCardPage cardId={cardId} showDebug={showDebug} />;
}
