import { Alert, Badge, Box, Button, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import { Link as RouterLink } from 'react-router';
import { WidgetList } from '../../../components/thetix-widgets';
import { paths } from '../../../config/paths';
import { useCollectionCards } from '../api/get-cards';
import { defaultCollection, useCollections } from '../api/get-collections';
import { COLLECTION_NOT_FOUND_HINT, collectionNotFound } from '../model/card-errors';
import { isRunning, visibleCards } from '../model/card-progress';
import { EMPTY_BOARD } from './board-cards';

/**
 * The dashboard's Cards tab (spec part 3 §2): the default collection's cards, each with its first widget, and
 * Manage Cards leading to the board. `accountName` is the account the dashboard shows, named when the collection
 * is missing.
 */
export function ThetixCardsTab({ accountName }: { accountName: string }) {
  const collections = useCollections();
  const collection = defaultCollection(collections.data ?? []);
  const missing = collections.isSuccess && !collection;
  const cards = useCollectionCards(collection?.id);
  const list = visibleCards(cards.data ?? []);
  return (
    <Stack gap="4" py="2">
      <HStack justify="space-between" gap="3">
        <Heading as="h3" size="md">
          {collection?.name ?? 'Thetix Cards'}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.dashboard.thetix.getHref()}>Manage Cards</RouterLink>
        </Button>
      </HStack>
      {missing ? (
        <Alert.Root status="warning" rounded="xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{collectionNotFound(accountName)}</Alert.Title>
            <Alert.Description>{COLLECTION_NOT_FOUND_HINT}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : collections.isPending || (collection && cards.isPending) ? (
        <Skeleton height="32" rounded="xl" />
      ) : list.length === 0 ? (
        <Text color="fg.muted">{EMPTY_BOARD}</Text>
      ) : (
        <Stack gap="3">
          {list.map((card) => (
            <Box
              key={card.id}
              as="article"
              aria-label={card.query}
              bg="bg"
              borderWidth="1px"
              rounded="xl"
              p="4"
            >
              <Stack gap="2">
                <HStack justify="space-between" gap="2">
                  <Link asChild fontWeight="semibold" lineClamp={1}>
                    <RouterLink to={paths.dashboard.thetixCard.getHref(card.id)}>{card.query}</RouterLink>
                  </Link>
                  {isRunning(card) ? (
                    <Badge size="sm" colorPalette="blue" variant="subtle">
                      Updating
                    </Badge>
                  ) : null}
                </HStack>
                {card.materialized_result ? (
                  <WidgetList widgets={card.materialized_result} emptyText={NO_VISUAL_WIDGETS} firstOnly />
                ) : null}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
