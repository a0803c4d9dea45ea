import { IconButton, Menu, Portal } from '@chakra-ui/react';

export interface CardMenuActions {
  onEdit?: () => void;
  onRefresh?: () => void;
  /** Set while a model-answered card waits: the item reads "Nm cooldown" and is disabled (spec part 3 §4). */
  refreshCooldown?: { label: string; tooltip: string };
  onShare?: () => void;
  onMove?: () => void;
  onDelete?: () => void;
  onCancel?: () => void;
}

/**
 * The card menu (spec part 3 §2): only the actions that apply are passed in (share in a public collection, move
 * with more than one collection, cancel while running), so the menu shows exactly those.
 */
export function CardMenu(props: CardMenuActions & { cardTitle: string }) {
  const items: { value: string; label: string; onSelect: () => void; disabled?: boolean; title?: string }[] =
    [];
  if (props.onEdit) items.push({ value: 'edit', label: 'Edit', onSelect: props.onEdit });
  if (props.onRefresh)
    items.push({
      value: 'refresh',
      label: props.refreshCooldown?.label ?? 'Refresh',
      onSelect: props.onRefresh,
      disabled: Boolean(props.refreshCooldown),
      title: props.refreshCooldown?.tooltip,
    });
  if (props.onShare) items.push({ value: 'share', label: 'Share', onSelect: props.onShare });
  if (props.onMove) items.push({ value: 'move', label: 'Move to collection', onSelect: props.onMove });
  if (props.onCancel) items.push({ value: 'cancel', label: 'Cancel', onSelect: props.onCancel });
  if (props.onDelete) items.push({ value: 'delete', label: 'Delete', onSelect: props.onDelete });
  if (items.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={`Card actions for ${props.cardTitle}`}>
          ⋯
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                title={item.title}
                color={item.value === 'delete' ? 'fg.error' : undefined}
                onSelect={item.onSelect}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
