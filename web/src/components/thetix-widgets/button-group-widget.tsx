import { Button, Wrap } from '@chakra-ui/react';
import type { ButtonGroupWidget } from '@thetix/shared/thetix/widgets';

/**
 * Follow-up questions. A button asks its query (its label when it has none) through `onAsk`; where nothing can
 * ask (a public page, a read-only card) the group is not shown, since a button that does nothing misleads.
 */
export function ButtonGroupWidgetView({
  widget,
  onAsk,
}: {
  widget: ButtonGroupWidget;
  onAsk?: (query: string) => void;
}) {
  if (!onAsk) return null;
  return (
    <Wrap gap="2" data-widget="buttonGroup" role="group" aria-label="Suggested questions">
      {widget.buttons.map((button, index) => (
        <Button
          key={index}
          size="sm"
          variant="outline"
          colorPalette="brand"
          rounded="full"
          onClick={() => onAsk(button.query ?? button.label)}
        >
          {button.label}
        </Button>
      ))}
    </Wrap>
  );
}
