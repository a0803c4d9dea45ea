import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { AlarmWidget } from '@thetix/shared/thetix/widgets';
import { WidgetFrame } from './widget-frame';
import { AlarmClockIcon } from './widget-icons';

const STATE = {
  triggered: { label: 'Triggered', palette: 'red' },
  clear: { label: 'Not triggered', palette: 'green' },
  unknown: { label: 'Watching', palette: 'gray' },
} as const;

/** An alarm: its text and condition, with a state badge when the engine says whether it has triggered. */
export function AlarmWidgetView({ widget }: { widget: AlarmWidget }) {
  const state = STATE[widget.value === undefined ? 'unknown' : widget.value ? 'triggered' : 'clear'];
  const text = widget.alarm_text ?? widget.message;
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
        borderColor={widget.value ? 'red.200' : 'gray.200'}
        bg={widget.value ? 'red.50' : 'gray.50'}
      >
        <AlarmClockIcon color={widget.value ? 'red.600' : 'gray.600'} />
        <Stack gap="1" minW="0">
          {text ? <Text color="gray.900">{text}</Text> : null}
          {widget.condition ? (
            <Text fontSize="sm" color="gray.600">
              Condition: {widget.condition}
            </Text>
          ) : null}
        </Stack>
      </HStack>
    </WidgetFrame>
  );
}
