import { Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { JoinBetaButton } from '../../../components/join-beta-button';

/**
 * Spec part 1 §6: the public calculator covers one stock; entering a second one brings up this prompt. It sits
 * under the rows instead of a dialog, so nothing the visitor typed is lost and typing is not interrupted.
 */
export function JoinBetaPrompt({ tickers }: { tickers: readonly string[] }) {
  const titleId = useId();
  return (
    <Stack
      role="region"
      aria-labelledby={titleId}
      gap="3"
      p="4"
      rounded="xl"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.200"
    >
      <Text id={titleId} fontWeight="semibold" color="gray.900">
        Calculate your whole portfolio
      </Text>
      <Text fontSize="sm" color="gray.700">
        The public calculator estimates one stock, so {tickers.join(', ')} is not in this estimate. Join the
        Beta to add up to 10 positions, see income for the stocks you actually hold and get covered-call ideas
        matched to your risk level.
      </Text>
      <JoinBetaButton alignSelf="start" size="sm" />
    </Stack>
  );
}
