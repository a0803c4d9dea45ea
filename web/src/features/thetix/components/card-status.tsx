import { Alert, Button, Progress, Stack, Text } from '@chakra-ui/react';
import type { Card } from '@thetix/shared/contracts/thetix';
import { FAILED_CARD_TITLE, failureText, progressPercent } from '../model/card-progress';

/** A running card's progress bar (spec part 3 §4): 0 % pending, "step N of M", else 50 %. */
export function CardProgress({ card }: { card: Card }) {
  const percent = progressPercent(card);
  const label = card.job_status === 'pending' ? 'Queued' : card.job_progress || 'Working on it';
  return (
    <Stack gap="1.5">
      <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label="Card progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

/** A failed card (spec part 3 §4, §8): the failure's text and Try Again. */
export function CardFailure(props: {
  card: Card;
  retrying: boolean;
  readOnly: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert.Root status="error" rounded="lg" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{FAILED_CARD_TITLE}</Alert.Title>
        <Alert.Description>{failureText(props.card)}</Alert.Description>
        {props.readOnly ? null : (
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            loading={props.retrying}
            onClick={props.onRetry}
          >
            Try Again
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** A card action's failure (spec part 3 §8): the server's message, else the action's fallback. */
export function CardErrorBanner(props: { title?: string; message: string; onClose: () => void }) {
  return (
    <Alert.Root status="error" rounded="lg" size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {props.title ? <Alert.Title>{props.title}</Alert.Title> : null}
        <Alert.Description>{props.message}</Alert.Description>
      </Alert.Content>
      <Button size="2xs" variant="ghost" onClick={props.onClose} aria-label="Dismiss error">
        ✕
      </Button>
    </Alert.Root>
  );
}
