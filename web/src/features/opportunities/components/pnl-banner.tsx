import { Stack, Text } from '@chakra-ui/react';
import { signedMoney } from '../model/format';

export function PnlBanner({ label, value, note }: { label: string; value: number; note?: string }) {
  const negative = value < 0;
  return (
    <Stack
      gap="0.5"
      p="4"
      rounded="xl"
      bg={negative ? 'red.50' : 'brand.50'}
      borderWidth="1px"
      borderColor={negative ? 'red.200' : 'brand.200'}
    >
      <Text fontSize="sm" fontWeight="medium" color={negative ? 'red.800' : 'brand.800'}>
        {label}
      </Text>
      <Text
        fontSize="3xl"
        fontWeight="bold"
        lineHeight="1.1"
        fontVariantNumeric="tabular-nums"
        color={negative ? 'red.700' : 'brand.800'}
      >
        {signedMoney(value)}
      </Text>
      {note ? (
        <Text fontSize="sm" color="gray.700">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

export function TextSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="1" p="4" bg="white" rounded="lg" borderWidth="1px">
      <Text fontWeight="semibold" fontSize="sm" color="gray.900">
        {title}
      </Text>
      <Text as="div" fontSize="sm" color="gray.700">
        {children}
      </Text>
    </Stack>
  );
}
