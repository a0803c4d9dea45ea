import { Badge, Box, HStack, IconButton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import { useState, type ReactNode } from 'react';
import { renderableWidgets } from '../../../components/thetix-widgets';
import { useCreateCard } from '../api/card-mutations';
import { useCardActions } from '../hooks/use-card-actions';
import { useCardViewMode } from '../hooks/use-card-view-mode';
import { cadenceLabel } from '../model/cadences';
import { canCancel, isRunning } from '../model/card-progress';
import { CardDebug } from './card-debug';
import { CardEditor } from './card-editor';
import { CardMenu } from './card-menu';
import { CardResult } from './card-result';
import { CardUpdatedAt } from './card-updated-at';
import { CardErrorBanner, CardFailure, CardProgress } from './card-status';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MoveCardDialog } from './move-card-dialog';
import { ShareCardDialog } from './share-card-dialog';

export interface ThetixCardProps {
  card: Card;
  /** The card's collection: Share is offered only in a public one. */
  collection: Pick<CardCollection, 'id' | 'is_public'> | undefined;
  /** Every collection of the user: Move is offered only with more than one. */
  collections: readonly CardCollection[];
  /** The single card page and read-only impersonation: no edits, no menu. */
  readOnly?: boolean;
  /** Feature flag show_thetix_debug (spec part 3 §6). */
  showDebug?: boolean;
  /** The drag handle the board's sortable wrapper supplies. */
  dragHandle?: ReactNode;
}

/** A Thetix card (spec part 3 §2, §4): its question, its widgets or progress or failure, its menu and dialogs. */
export function ThetixCard(props: ThetixCardProps) {
  const { card } = props;
  const widgets = renderableWidgets(card.materialized_result);
  const view = useCardViewMode(card.id, widgets.length);
  const actions = useCardActions(card);
  const [dialog, setDialog] = useState<'share' | 'move' | 'delete' | null>(null);
  const running = isRunning(card);
  const hasResult = card.materialized_result !== null;
  const editing = actions.editing && !props.readOnly;
  const writable = !props.readOnly;
  // A widget's suggested question (a buttonGroup button) becomes a new card next to this one.
  const ask = useCreateCard(card.collection_id);

  const body = editing ? (
    <CardEditor
      initialQuery={card.user_query || card.query}
      initialCadence={card.update_cadence_seconds}
      saving={actions.saving}
      onSave={actions.save}
      onDiscard={actions.stopEditing}
    />
  ) : (
    <Stack gap="3">
      {running ? <CardProgress card={card} /> : null}
      {card.job_status === 'failed' ? (
        <CardFailure card={card} retrying={actions.retrying} readOnly={!writable} onRetry={actions.retry} />
      ) : null}
      {hasResult ? (
        <CardResult
          widgets={card.materialized_result}
          updatedAt={card.materialized_updated_at}
          firstOnly={view.mode === 'first'}
          onAsk={writable ? (query) => ask.mutate({ query, cadence: 0 }) : undefined}
          alarmActions={writable ? { rearm: actions.rearm, rearming: actions.rearming } : undefined}
        />
      ) : null}
    </Stack>
  );

  return (
    <Box
      as="article"
      aria-label={card.query}
      data-card-id={card.id}
      bg="bg"
      borderWidth="1px"
      rounded="xl"
      shadow="xs"
      p="4"
    >
      <Stack gap="3">
        <HStack align="start" gap="2">
          {writable ? props.dragHandle : null}
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
              {card.query}
            </Text>
            <HStack gap="2" wrap="wrap">
              {card.update_cadence_seconds > 0 ? (
                <Badge size="sm" variant="subtle" colorPalette="blue">
                  Updates every {cadenceLabel(card.update_cadence_seconds)}
                </Badge>
              ) : null}
              {card.materialized_updated_at ? <CardUpdatedAt at={card.materialized_updated_at} /> : null}
            </HStack>
          </Stack>
          {view.canToggle && !editing ? (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={view.mode === 'expanded' ? 'Show first widget only' : 'Show all widgets'}
              aria-pressed={view.mode === 'expanded'}
              onClick={view.toggle}
            >
              {view.mode === 'expanded' ? '▴' : '▾'}
            </IconButton>
          ) : null}
          {writable ? (
            <CardMenu
              cardTitle={card.query}
              onEdit={editing ? undefined : actions.startEditing}
              onRefresh={hasResult && !running ? actions.refresh : undefined}
              refreshCooldown={actions.cooldown}
              onShare={props.collection?.is_public ? () => setDialog('share') : undefined}
              onMove={props.collections.length > 1 ? () => setDialog('move') : undefined}
              onCancel={canCancel(card) ? actions.cancel : undefined}
              onDelete={() => setDialog('delete')}
            />
          ) : null}
        </HStack>
        {actions.error ? (
          <CardErrorBanner
            title={actions.error.title}
            message={actions.error.message}
            onClose={actions.clearError}
          />
        ) : null}
        {props.showDebug && !editing ? (
          <Tabs.Root defaultValue="result" size="sm" variant="line" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="result">Result</Tabs.Trigger>
              <Tabs.Trigger value="debug">Debug</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="result">{body}</Tabs.Content>
            <Tabs.Content value="debug">
              <CardDebug card={card} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          body
        )}
      </Stack>
      {writable ? (
        <>
          <ShareCardDialog open={dialog === 'share'} cardId={card.id} onClose={() => setDialog(null)} />
          <MoveCardDialog
            open={dialog === 'move'}
            currentCollectionId={card.collection_id}
            collections={props.collections}
            busy={actions.moving}
            onMove={(target) => actions.move(target, () => setDialog(null))}
            onClose={() => setDialog(null)}
          />
          <ConfirmDialog
            open={dialog === 'delete'}
            title="Delete card?"
            text="This card and its answers will be removed. This action cannot be undone."
            confirmLabel="Delete"
            destructive
            busy={actions.deleting}
            onConfirm={() => actions.remove(() => setDialog(null))}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
    </Box>
  );
}
