import { Stack, Text } from '@chakra-ui/react';
import { sanitizeWidgets, visibleWidgets, type Widget } from '@thetix/shared/thetix/widgets';

export interface WidgetListProps {
  /** The materialized result as received: validated and sanitised here (spec part 3 §5), invalid ones dropped. */
  widgets: unknown;
  /** Shown when nothing survives: NO_VISUAL_WIDGETS on a card, NO_VALID_WIDGETS in a chat. */
  emptyText: string;
  /** The card's first-widget mode: only the first renderable widget. */
  firstOnly?: boolean;
  /** A buttonGroup button was pressed: its query (or label) as the next question. */
  onAsk?: (query: string) => void;
}

/** The widgets that would render, after validation and visible=false. */
export const renderableWidgets = (widgets: unknown): Widget[] => visibleWidgets(sanitizeWidgets(widgets));

/** PLACEHOLDER until the renderers land: lists the widget kinds. */
export function WidgetList({ widgets, emptyText, firstOnly }: WidgetListProps) {
  const list = renderableWidgets(widgets);
  if (list.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack gap="3">
      {(firstOnly ? list.slice(0, 1) : list).map((widget, index) => (
        <Text key={index}>{widget.widget}</Text>
      ))}
    </Stack>
  );
}
