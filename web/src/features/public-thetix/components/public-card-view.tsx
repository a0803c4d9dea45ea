import { Box, Card, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { PublicCard } from '@thetix/shared/contracts/thetix';
import { NO_VISUAL_WIDGETS } from '@thetix/shared/thetix/widgets';
import type { ReactNode } from 'react';
import { WidgetList } from '../../../components/thetix-widgets';
import { DARK_CARD_BG } from '../model/dark-embed';

/** Spec part 3 §4: the failed card's text when the job left no progress text. */
const FAILED_CARD = 'Failed to create card';
const FAILED_FALLBACK = 'An error occurred';

const updatedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function CardBody({ card }: { card: PublicCard }) {
  const running = card.job_status === 'pending' || card.job_status === 'processing';
  if (!card.materialized_result && running)
    return (
      <Stack gap="2" aria-live="polite">
        <Text color="fg.muted" fontSize="sm">
          {card.job_progress ?? 'Preparing this card...'}
        </Text>
        <Progress.Root value={null} size="xs" colorPalette="brand" aria-label="Card progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    );
  if (!card.materialized_result && card.job_status === 'failed')
    return (
      <Stack gap="1">
        <Text fontWeight="medium" color="red.700">
          {FAILED_CARD}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {card.job_progress || FAILED_FALLBACK}
        </Text>
      </Stack>
    );
  return <WidgetList widgets={card.materialized_result ?? []} emptyText={NO_VISUAL_WIDGETS} />;
}

/**
 * A public card, read-only (spec part 3 §2): its question as the title, the widgets through the shared renderer,
 * and when the result was made. `footer` carries the page's link to the collection. An embed may ask for it
 * `compact` (no header) and `dark` (issue 30 item 1).
 */
export function PublicCardView({
  card,
  footer,
  compact = false,
  dark = false,
}: {
  card: PublicCard;
  footer?: ReactNode;
  compact?: boolean;
  dark?: boolean;
}) {
  return (
    <Card.Root
      as="article"
      aria-label={card.query}
      variant="outline"
      bg={dark ? DARK_CARD_BG : 'white'}
      color={dark ? 'fg' : undefined}
      borderColor={dark ? 'border' : undefined}
      rounded="xl"
      w="full"
    >
      {compact ? null : <CardHeader card={card} />}
      <Card.Body pt={compact ? '4' : '2'} minW="0">
        <Box minW="0">
          <CardBody card={card} />
        </Box>
      </Card.Body>
      {footer ? <Card.Footer pt="0">{footer}</Card.Footer> : null}
    </Card.Root>
  );
}

function CardHeader({ card }: { card: PublicCard }) {
  return (
    <Card.Header pb="2">
      <Heading as="h2" size="md" color="gray.900" lineClamp={3}>
        {card.query}
      </Heading>
      {card.materialized_updated_at ? (
        <Text fontSize="xs" color="fg.muted">
          Updated {updatedAtFormat.format(new Date(card.materialized_updated_at))}
        </Text>
      ) : null}
    </Card.Header>
  );
}
