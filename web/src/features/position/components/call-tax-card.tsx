import { Badge, Box, List, Stack, Text } from '@chakra-ui/react';
import type { CallTax } from '@thetix/shared/contracts/tax';
import { formatCents } from '../../../lib/money-format';

const signed = (value: number) => `${value < 0 ? '−' : ''}${formatCents(Math.abs(value))}`;

const STATUS_LABEL: Record<CallTax['qualified']['status'], { text: string; palette: string }> = {
  qualified_out_of_the_money: { text: 'Qualified covered call', palette: 'green' },
  qualified_in_the_money: { text: 'Qualified, in the money', palette: 'orange' },
  not_qualified: { text: 'Not a qualified covered call', palette: 'red' },
};

/** One call's tax character: qualified or not and why, and what an assignment would sell (issue 32 item 3). */
export function CallTaxCard({ call, title }: { call: CallTax; title: string }) {
  const status = STATUS_LABEL[call.qualified.status];
  const { assignment } = call;
  return (
    <Stack as="section" aria-label={title} gap="2" p="4" rounded="lg" borderWidth="1px" bg="white">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1">
        <Text fontWeight="semibold">{title}</Text>
        <Badge colorPalette={status.palette} alignSelf={{ base: 'start', sm: 'center' }}>
          {status.text}
        </Badge>
      </Stack>
      <Text fontSize="sm">{call.qualified.headline}</Text>
      <List.Root fontSize="sm" color="gray.700" ps="4">
        {call.qualified.details.map((detail) => (
          <List.Item key={detail}>{detail}</List.Item>
        ))}
      </List.Root>
      <Box fontSize="sm">
        <Text fontWeight="medium">
          If assigned on {assignment.soldOn}: {assignment.sharesCalled.toLocaleString('en-US')} shares at{' '}
          {formatCents(assignment.amountRealisedPerShare)} (strike + premium)
        </Text>
        <List.Root ps="4" color="gray.700">
          {assignment.lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
        {assignment.slices.length > 0 ? (
          <Text fontVariantNumeric="tabular-nums">
            Short-term {signed(assignment.shortTermGain)} · long-term {signed(assignment.longTermGain)}
          </Text>
        ) : null}
      </Box>
      <Text fontSize="xs" color="gray.500">
        Rule: {call.qualified.source}
      </Text>
    </Stack>
  );
}
