import { Box, Code, Stack, Text } from '@chakra-ui/react';
import type { Card } from '@thetix/shared/contracts/thetix';

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box as="pre" maxH="64" overflow="auto" bg="gray.50" rounded="md" p="2" fontSize="2xs">
        <Code bg="transparent" fontSize="2xs" whiteSpace="pre">
          {JSON.stringify(value, null, 2)}
        </Code>
      </Box>
    </Stack>
  );
}

/** The card's debug tab (flag show_thetix_debug): its plan, what planning noted, and the materialized JSON. */
export function CardDebug({ card }: { card: Card }) {
  return (
    <Stack gap="3">
      <Json label="Plan" value={card.dsl_template} />
      <Json label="Planner notes" value={card.debug_info} />
      <Json label="Materialized" value={card.materialized_result} />
    </Stack>
  );
}
