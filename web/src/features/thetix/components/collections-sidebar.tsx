import { Heading, Stack, Text } from '@chakra-ui/react';
import type { CardCollection } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';
import { useCreateCollection, useDeleteCollection, useUpdateCollection } from '../api/collection-mutations';
import { CollectionCreateForm } from './collection-create-form';
import { CollectionItem } from './collection-item';
import { PublishCollectionDialog } from './publish-collection-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Which collection to show after one is deleted (spec part 3 §2): the selected one stays unless it was deleted,
 * then the default one, else the first that remains.
 */
export function selectionAfterDelete(
  collections: readonly CardCollection[],
  deletedId: string,
  selectedId: string | undefined,
): string | undefined {
  if (selectedId !== deletedId) return selectedId;
  const remaining = collections.filter((collection) => collection.id !== deletedId);
  return (remaining.find((collection) => collection.is_default) ?? remaining[0])?.id;
}

/**
 * The board's collections (spec part 3 §2): each one a drop target for cards; create, rename, publish (after the
 * confirmation of issue 30 item 4), delete.
 */
export function CollectionsSidebar(props: {
  collections: readonly CardCollection[];
  selectedId: string | undefined;
  readOnly: boolean;
  onSelect: (collectionId: string) => void;
}) {
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const remove = useDeleteCollection();
  const [deleting, setDeleting] = useState<CardCollection | null>(null);
  const [publishing, setPublishing] = useState<CardCollection | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const next = selectionAfterDelete(props.collections, deleting.id, props.selectedId);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        if (next && next !== props.selectedId) props.onSelect(next);
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="3" as="nav" aria-label="Collections">
      <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        Collections
      </Heading>
      <Stack gap="1">
        {props.collections.map((collection) => (
          <CollectionItem
            key={collection.id}
            collection={collection}
            selected={collection.id === props.selectedId}
            readOnly={props.readOnly}
            onSelect={() => props.onSelect(collection.id)}
            onRename={(name) => update.mutate({ id: collection.id, update: { name } })}
            onTogglePublic={() => setPublishing(collection)}
            onToggleAmounts={() =>
              update.mutate({ id: collection.id, update: { hide_amounts: !collection.hide_amounts } })
            }
            onMakeDefault={() => update.mutate({ id: collection.id, update: { is_default: true } })}
            onDelete={() => setDeleting(collection)}
          />
        ))}
      </Stack>
      {props.collections.length > 1 && !props.readOnly ? (
        <Text fontSize="xs" color="fg.subtle">
          Drag a card onto a collection to move it there.
        </Text>
      ) : null}
      {props.readOnly ? null : (
        <CollectionCreateForm
          busy={create.isPending}
          onCreate={(name) =>
            create.mutateAsync(name).then((created) => {
              props.onSelect(created.id);
            })
          }
        />
      )}
      <PublishCollectionDialog collection={publishing} onClose={() => setPublishing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete collection?"
        text={`"${deleting?.name ?? ''}" and all its cards will be removed. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
