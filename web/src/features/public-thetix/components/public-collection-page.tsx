import {
  Alert,
  Box,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { PUBLIC_COLLECTION_UNAVAILABLE } from '@thetix/shared/contracts/thetix';
import { useLivePublicCollection } from '../hooks/use-live-public-collection';
import { usePublicLayout } from '../hooks/use-public-layout';
import { useSharedMeta } from '../hooks/use-shared-meta';
import { dealIntoColumns, LAYOUT_COLUMNS } from '../model/layout';
import { publicErrorText } from '../model/public-error';
import { LayoutToggle } from './layout-toggle';
import { PublicCardLinkFooter } from './public-card-link-footer';
import { PublicCardView } from './public-card-view';
import { PublicPageFrame } from './public-page-frame';

/** Spec part 3 §2, empty public collection. */
export const NO_PUBLIC_CARDS = 'No cards in this collection yet';

/**
 * /public/thetix/{collectionId} (spec part 3 §2): title, description and the cards, sorted by position and dealt
 * round-robin into the chosen number of columns, capped by what the screen can show.
 */
export function PublicCollectionPage({ collectionId }: { collectionId: string }) {
  const collection = useLivePublicCollection(collectionId);
  const [layout, setLayout] = usePublicLayout();
  const screenColumns = useBreakpointValue({ base: 1, md: 2, '2xl': 3 }) ?? 1;
  const columns = Math.min(LAYOUT_COLUMNS[layout], screenColumns);
  useSharedMeta(collection.data?.collection.name, collection.data?.collection.description);

  if (collection.isPending)
    return (
      <PublicPageFrame>
        <HStack justify="center" py="16">
          <Spinner color="brand.600" aria-label="Loading collection" />
        </HStack>
      </PublicPageFrame>
    );
  if (collection.isError)
    return (
      <PublicPageFrame>
        <Alert.Root status="warning" rounded="xl">
          <Alert.Indicator />
          <Alert.Title>{publicErrorText(collection.error, PUBLIC_COLLECTION_UNAVAILABLE)}</Alert.Title>
        </Alert.Root>
      </PublicPageFrame>
    );

  const { collection: info, cards } = collection.data;
  return (
    <PublicPageFrame columns={columns}>
      <Stack gap="6">
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h1" size="2xl" color="gray.900">
              {info.name}
            </Heading>
            {info.description ? <Text color="fg.muted">{info.description}</Text> : null}
          </Stack>
          {cards.length > 1 ? <LayoutToggle value={layout} onChange={setLayout} /> : null}
        </HStack>
        {cards.length === 0 ? (
          <Box py="12" textAlign="center" bg="white" rounded="xl" borderWidth="1px">
            <Text color="fg.muted">{NO_PUBLIC_CARDS}</Text>
          </Box>
        ) : (
          <SimpleGrid columns={columns} gap="4" alignItems="start" data-columns={columns}>
            {dealIntoColumns(cards, columns).map((column, index) => (
              <Stack key={index} gap="4" minW="0">
                {column.map((card) => (
                  <PublicCardView
                    key={card.id}
                    card={card}
                    footer={<PublicCardLinkFooter cardId={card.id} />}
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PublicPageFrame>
  );
}
