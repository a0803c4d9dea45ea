import { HStack, Image, Spinner, Text } from '@chakra-ui/react';
import type { Company } from '@thetix/shared/contracts/market-data';
import type { TickerCheck } from '../model/calculate-button';

/** Spec part 1 §5: 'Validating ticker...', then the company name, or the not-found message. */
export function TickerStatus({ check, company, id }: { check: TickerCheck; company?: Company; id: string }) {
  if (check === 'checking')
    return (
      <HStack id={id} gap="1.5" color="gray.600" fontSize="xs">
        <Spinner size="xs" />
        <Text>Validating ticker...</Text>
      </HStack>
    );
  if (check === 'valid' && company)
    return (
      <HStack id={id} gap="1.5" fontSize="xs" color="gray.700" minW="0">
        <Image src={company.iconUrl} alt="" boxSize="4" rounded="sm" flexShrink={0} />
        <Text truncate>{company.name}</Text>
      </HStack>
    );
  if (check === 'invalid')
    return (
      <Text id={id} fontSize="xs" color="red.700">
        Ticker not found. Please check the symbol.
      </Text>
    );
  if (check === 'unverified')
    return (
      <Text id={id} fontSize="xs" color="gray.600">
        Could not check this ticker right now.
      </Text>
    );
  return null;
}
