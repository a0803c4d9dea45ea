import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Performance } from '@thetix/shared/contracts/portfolio';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { money } from '../model/format';
import { annualEstimate } from '../model/sparkline';

/** Mobile: the Income YTD summary with the opportunity count badge (spec part 2 §2). */
export function IncomeSummary({
  performance,
  opportunityCount,
  now = new Date(),
}: {
  performance: Performance | undefined;
  opportunityCount: number;
  now?: Date;
}) {
  const ytd = performance?.incomeSince.yearToDate.totalIncome;
  return (
    <Stack as="section" aria-label="Income YTD" gap="1" p="4" bg="white" rounded="xl" borderWidth="1px">
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" color="gray.600">
          Income YTD
        </Text>
        <Badge colorPalette="brand" variant="solid" rounded="full">
          {opportunityCount} {opportunityCount === 1 ? 'opportunity' : 'opportunities'}
        </Badge>
      </HStack>
      <Text fontSize="2xl" fontWeight="bold" color="brand.800" fontVariantNumeric="tabular-nums">
        {ytd === undefined ? '—' : money(ytd)}
      </Text>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontSize="xs" color="gray.600">
          {ytd === undefined ? '' : `On pace for ${money(annualEstimate(ytd, now))} this year`}
        </Text>
        <SimulatedDataBadge />
      </HStack>
    </Stack>
  );
}
