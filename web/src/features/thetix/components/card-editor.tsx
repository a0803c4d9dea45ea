import { Button, HStack, NativeSelect, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { EMPTY_QUERY_MESSAGE, QUERY_MAX_LENGTH, type UpdateCadence } from '@thetix/shared/contracts/thetix';
import { useState, type KeyboardEvent } from 'react';
import type { CardQuestion } from '../api/card-mutations';
import { asCadence, cadenceOptions } from '../model/cadences';
import { EXAMPLE_QUERIES } from '../model/example-queries';

/**
 * A card's edit mode (spec part 3 §2, §5): the question (trimmed; Enter saves, Shift+Enter adds a line), the
 * auto-update cadence, 4 example questions, Save (off for a blank question) and Discard.
 */
export function CardEditor(props: {
  initialQuery: string;
  initialCadence: number;
  saving?: boolean;
  onSave: (question: CardQuestion) => void;
  onDiscard?: () => void;
}) {
  const [query, setQuery] = useState(props.initialQuery);
  const [cadence, setCadence] = useState<UpdateCadence>(asCadence(props.initialCadence));
  const [touched, setTouched] = useState(false);
  const blank = query.trim() === '';
  const save = () => {
    setTouched(true);
    if (!blank && !props.saving) props.onSave({ query: query.trim(), cadence });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save();
  };
  return (
    <Stack gap="3">
      <Textarea
        aria-label="Question"
        placeholder="Ask Thetix anything about your portfolio or the market"
        value={query}
        maxLength={QUERY_MAX_LENGTH}
        autoresize
        minH="20"
        onChange={(event) => setQuery(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        onKeyDown={onKeyDown}
      />
      {blank && touched ? (
        <Text fontSize="sm" color="fg.muted">
          {EMPTY_QUERY_MESSAGE}
        </Text>
      ) : null}
      <Wrap gap="1.5" role="group" aria-label="Example questions">
        {EXAMPLE_QUERIES.map((example) => (
          <Button
            key={example}
            size="2xs"
            variant="subtle"
            rounded="full"
            fontWeight="normal"
            onClick={() => setQuery(example)}
          >
            {example}
          </Button>
        ))}
      </Wrap>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Text fontSize="sm" aria-hidden color="fg.muted" whiteSpace="nowrap">
            Auto-update
          </Text>
          <NativeSelect.Root size="sm" width="28">
            <NativeSelect.Field
              aria-label="Auto-update"
              value={String(cadence)}
              onChange={(event) => setCadence(asCadence(Number(event.currentTarget.value)))}
            >
              {cadenceOptions.map((option) => (
                <option key={option.seconds} value={option.seconds}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="2">
          {props.onDiscard ? (
            <Button size="sm" variant="ghost" onClick={props.onDiscard}>
              Discard
            </Button>
          ) : null}
          <Button size="sm" colorPalette="brand" disabled={blank} loading={props.saving} onClick={save}>
            Save
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
