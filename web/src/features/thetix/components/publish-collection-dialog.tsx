import { List, Stack, Switch, Text } from '@chakra-ui/react';
import type { CardCollection } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateCollection } from '../api/collection-mutations';
import { useCollectionCards } from '../api/get-cards';
import { visibleCards } from '../model/card-progress';
import { publicExposure } from '../model/public-exposure';

/** Spec part 3 §2 (the public-move question's sentence) and issue 30 item 4: the copy of both confirmations. */
export const MAKE_PUBLIC_TITLE = 'Make this collection public?';
export const MAKE_PUBLIC_TEXT = 'Anyone with the link will be able to view cards in public collections.';
export const EXPOSURE_INTRO = 'Its cards show:';
export const NOTHING_PERSONAL = 'Market data only: none of these cards reads your accounts';
export const HIDE_AMOUNTS_LABEL = 'Hide dollar amounts on public cards';
export const MAKE_PRIVATE_TITLE = 'Make this collection private?';
export const MAKE_PRIVATE_TEXT =
  'Its public page and card links will stop working, and its cards embedded in other sites will stop showing.';

function PublicContent({
  collection,
  hideAmounts,
  onHideAmounts,
}: {
  collection: CardCollection;
  hideAmounts: boolean;
  onHideAmounts: (hide: boolean) => void;
}) {
  const cards = useCollectionCards(collection.id);
  const exposure = publicExposure(visibleCards(cards.data ?? []));
  return (
    <Stack gap="3">
      <Text color="fg.muted">{MAKE_PUBLIC_TEXT}</Text>
      <Text fontWeight="medium">{EXPOSURE_INTRO}</Text>
      <List.Root ps="5" gap="1" aria-label="What the public collection shows">
        <List.Item>Every card&apos;s question and answer, kept up to date</List.Item>
        {exposure.map((item) => (
          <List.Item key={item.key}>{item.text}</List.Item>
        ))}
        {cards.isSuccess && exposure.length === 0 ? <List.Item>{NOTHING_PERSONAL}</List.Item> : null}
      </List.Root>
      <Switch.Root checked={hideAmounts} onCheckedChange={(details) => onHideAmounts(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{HIDE_AMOUNTS_LABEL}</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}

/**
 * Publishing asks first (issue 30 item 4): making a collection public lists what strangers will see, drawn from
 * its cards' plans, with the option to hide dollar amounts; making it private says embeds stop showing.
 */
export function PublishCollectionDialog(props: { collection: CardCollection | null; onClose: () => void }) {
  const { collection } = props;
  const update = useUpdateCollection();
  const [hideAmounts, setHideAmounts] = useState<boolean | null>(null);
  const publishing = collection ? !collection.is_public : false;
  const hide = hideAmounts ?? collection?.hide_amounts ?? false;
  const close = () => {
    setHideAmounts(null);
    props.onClose();
  };
  const confirm = () => {
    if (!collection) return;
    update.mutate(
      {
        id: collection.id,
        update: publishing ? { is_public: true, hide_amounts: hide } : { is_public: false },
      },
      { onSettled: close },
    );
  };
  return (
    <ConfirmDialog
      open={collection !== null}
      title={publishing ? MAKE_PUBLIC_TITLE : MAKE_PRIVATE_TITLE}
      confirmLabel={publishing ? 'Make public' : 'Make private'}
      busy={update.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {collection && publishing ? (
        <PublicContent collection={collection} hideAmounts={hide} onHideAmounts={setHideAmounts} />
      ) : (
        <Text color="fg.muted">{MAKE_PRIVATE_TEXT}</Text>
      )}
    </ConfirmDialog>
  );
}
