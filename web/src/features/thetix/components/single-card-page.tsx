import { Container, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CARD_NOT_FOUND } from '@thetix/shared/contracts/thetix';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCard } from '../api/get-card';
import { ThetixCard } from './thetix-card';

/** The single card page (spec part 3 §2): a back link to its collection and the card, read-only. */
export function SingleCardPage(props: { cardId: string; showDebug: boolean }) {
  const query = useCard(props.cardId);
  return (
    <Container maxW="3xl" py={{ base: '5', md: '8' }}>
      {query.isPending ? (
        <Skeleton height="64" rounded="xl" />
      ) : query.isError ? (
        <Stack gap="3">
          <Link asChild color="brand.700" fontSize="sm">
            <RouterLink to={paths.dashboard.thetix.getHref()}>← Thetix Board</RouterLink>
          </Link>
          <Text role="alert" color="fg.muted">
            {CARD_NOT_FOUND}
          </Text>
        </Stack>
      ) : (
        <Stack gap="4">
          <Link asChild color="brand.700" fontSize="sm" alignSelf="start">
            <RouterLink to={paths.dashboard.thetixCollection.getHref(query.data.collection.id)}>
              ← {query.data.collection.name}
            </RouterLink>
          </Link>
          <ThetixCard
            card={query.data.card}
            collection={query.data.collection}
            collections={[]}
            readOnly
            showDebug={props.showDebug}
          />
        </Stack>
      )}
    </Container>
  );
}
