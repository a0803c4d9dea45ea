import { Box } from '@chakra-ui/react';

/** Fills the chart's sized box while nivo loads, so the drawer does not jump when the plot arrives. */
export function ChartPlaceholder() {
  return <Box h="full" w="full" bg="gray.50" rounded="md" aria-hidden="true" />;
}
