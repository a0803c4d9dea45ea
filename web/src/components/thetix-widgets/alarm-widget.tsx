import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { AlarmWidget } from '@thetix/shared/thetix/widgets';
import { useAlarmActions } from './alarm-actions';
import { WidgetFrame } from './widget-frame';
import { AlarmClockIcon } from './widget-icons';

const STATE = {
  triggered: { label: 'Triggered', palette: 'red' },
  clear: { label: 'Not triggered', palette: 'green' },
  unknown: { label: 'Watching', palette: 'gray' },
  armed: { label: 'Armed', palette: 'blue' },
  tracking: { label: 'Tracking', palette: 'orange' },
} as const;

/** A price alert's state when a card evaluates it; else whether the engine says it has triggered. */
const stateOf = (widget: AlarmWidget) =>
  STATE[
    widget.alert?.state ?? (widget.value === undefined ? 'unknown' : widget.value ? 'triggered' : 'clear')
  ];

/**
 * An alarm: its text and condition, with a state badge. A card's price alert is armed, tracking (within 1 % of its
 * trigger) or triggered, and a triggered one offers "Re-arm" where the card is the viewer's own.
 */
export function AlarmWidgetView({ widget }: { widget: AlarmWidget }) {
  const actions = useAlarmActions();
  const state = stateOf(widget);
  const text = widget.alarm_text ?? widget.message;
  const triggered = widget.alert ? widget.alert.state === 'triggered' : widget.value === true;
  const alertId = widget.alert?.id;
  return (
    <WidgetFrame
      kind="alarm"
      title={widget.title}
      footnote={widget.footnote}
      aside={
        <Badge colorPalette={state.palette} variant="subtle" rounded="full">
          {state.label}
        </Badge>
      }
    >
      <HStack
        gap="3"
        align="start"
        p="3"
        rounded="md"
        borderWidth="1px"
        borderColor={triggered ? 'red.200' : 'gray.200'}
        bg={triggered ? 'red.50' : 'gray.50'}
      >
        <AlarmClockIcon color={triggered ? 'red.600' : 'gray.600'} />
        <Stack gap="1" minW="0" flex="1">
          {text ? <Text color="gray.900">{text}</Text> : null}
          {widget.condition ? (
            <Text fontSize="sm" color="gray.600">
              Condition: {widget.condition}
            </Text>
          ) : null}
          {triggered && alertId && actions.rearm ? (
            <HStack gap="2" pt="1" flexWrap="wrap">
              <Button
                size="xs"
                variant="outline"
                loading={actions.rearming}
                onClick={() => actions.rearm?.(alertId)}
              >
                Re-arm
              </Button>
              <Text fontSize="xs" color="gray.600">
                It fires once. Re-arm it to watch for the next crossing.
              </Text>
            </HStack>
          ) : null}
        </Stack>
      </HStack>
    </WidgetFrame>
  );
}
