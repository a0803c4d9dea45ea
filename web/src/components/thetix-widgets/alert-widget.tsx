import { HStack, Stack, Text } from '@chakra-ui/react';
import type { AlertWidget } from '@thetix/shared/thetix/widgets';
import { WidgetFrame } from './widget-frame';
import { BellIcon } from './widget-icons';

/** A price alert as set up: its name and the condition it watches. */
export function AlertWidgetView({ widget }: { widget: AlertWidget }) {
  return (
    <WidgetFrame kind="alert" title={widget.title} footnote={widget.footnote}>
      <HStack gap="3" align="start" p="3" rounded="md" borderWidth="1px" borderColor="blue.200" bg="blue.50">
        <BellIcon color="blue.600" />
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" color="gray.900">
            {widget.name}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {widget.condition}
          </Text>
        </Stack>
      </HStack>
    </WidgetFrame>
  );
}
