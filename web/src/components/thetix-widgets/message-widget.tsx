import { Alert } from '@chakra-ui/react';
import type { AlertMessageWidget, MessageWidget } from '@thetix/shared/thetix/widgets';

/** `alert_message` and `message`: a Chakra alert whose status is the widget's type. */
export function MessageWidgetView({ widget }: { widget: AlertMessageWidget | MessageWidget }) {
  return (
    <Alert.Root
      status={widget.type}
      data-widget={widget.widget}
      data-type={widget.type}
      rounded="md"
      alignItems="start"
    >
      <Alert.Indicator />
      <Alert.Content>
        {widget.title ? <Alert.Title>{widget.title}</Alert.Title> : null}
        <Alert.Description whiteSpace="pre-line">{widget.message}</Alert.Description>
        {widget.footnote ? <Alert.Description fontSize="xs">{widget.footnote}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
