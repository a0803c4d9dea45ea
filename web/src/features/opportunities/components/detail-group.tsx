import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InfoTip } from './info-tip';

export interface DetailRow {
  label: string;
  value: ReactNode;
  tip?: string;
}

/** A titled group of label/value rows (Trade Details, Price Metrics ...). */
export function DetailGroup({ title, rows }: { title: string; rows: DetailRow[] }) {
  return (
    <Stack gap="2" p="4" bg="white" rounded="lg" borderWidth="1px">
      <Heading as="h4" size="sm" color="gray.800">
        {title}
      </Heading>
      <Stack gap="1.5" as="dl">
        {rows.map((row) => (
          <HStack key={row.label} justify="space-between" gap="4" fontSize="sm">
            <Text as="dt" color="gray.600">
              {row.label}
              {row.tip ? <InfoTip text={row.tip} label={row.label} /> : null}
            </Text>
            <Text
              as="dd"
              fontWeight="medium"
              color="gray.900"
              fontVariantNumeric="tabular-nums"
              textAlign="end"
            >
              {row.value}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
