import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Card } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';
import { useCreateCard } from '../api/card-mutations';
import { cardActionMessage, SAVE_FAILED_TITLE } from '../model/card-errors';
import { CardEditor } from './card-editor';
import { CardErrorBanner } from './card-status';

/** Spec part 3 §2: a new card without a result, in edit mode or waiting for its question. */
export const NEW_CARD_TITLE = 'New Thetix Card';
export const NEW_CARD_TEXT = 'Click edit to create your thetix card';

/**
 * The board's card creation box: a new card that opens in edit mode. Saving creates the card in the selected
 * collection, where it runs on top (`onCreated` brings it into view); Discard leaves the empty card with its hint and an Edit button.
 */
export function CardCreationBox(props: { collectionId: string; onCreated: (card: Card) => void }) {
  const { collectionId } = props;
  const create = useCreateCard(collectionId);
  const [editing, setEditing] = useState(true);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  return (
    <Box
      as="section"
      aria-label={NEW_CARD_TITLE}
      bg="bg"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="brand.300"
      rounded="xl"
      p="4"
    >
      <Stack gap="3">
        <HStack justify="space-between">
          <HStack gap="2">
            <Text fontWeight="semibold">{NEW_CARD_TITLE}</Text>
            <Badge size="sm" colorPalette="brand" variant="subtle">
              New
            </Badge>
          </HStack>
          {editing ? null : (
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </HStack>
        {error ? (
          <CardErrorBanner title={SAVE_FAILED_TITLE} message={error} onClose={() => setError(null)} />
        ) : null}
        {editing ? (
          <CardEditor
            key={round}
            initialQuery=""
            initialCadence={0}
            saving={create.isPending}
            onSave={(question) => {
              setError(null);
              create.mutate(question, {
                // A fresh, empty editor for the next question; the created card runs in the board.
                onSuccess: (card) => {
                  setRound((value) => value + 1);
                  props.onCreated(card);
                },
                onError: (cause) => setError(cardActionMessage('save', cause)),
              });
            }}
            onDiscard={() => setEditing(false)}
          />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {NEW_CARD_TEXT}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
