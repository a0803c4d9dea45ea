import { Button, Group } from '@chakra-ui/react';
import { BOARD_LAYOUTS, type BoardLayout } from '../model/board-layout';

/** Single / Double / Triple (spec part 3 §2); Triple only on extra-wide screens. */
export function LayoutSwitch(props: {
  value: BoardLayout;
  extraWide: boolean;
  onChange: (layout: BoardLayout) => void;
}) {
  return (
    <Group attached role="group" aria-label="Layout">
      {BOARD_LAYOUTS.filter((layout) => layout.value !== 'triple' || props.extraWide).map((layout) => (
        <Button
          key={layout.value}
          size="xs"
          variant={props.value === layout.value ? 'solid' : 'outline'}
          colorPalette={props.value === layout.value ? 'brand' : 'gray'}
          aria-pressed={props.value === layout.value}
          onClick={() => props.onChange(layout.value)}
        >
          {layout.label}
        </Button>
      ))}
    </Group>
  );
}
