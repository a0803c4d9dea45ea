import { Text, type TextProps } from '@chakra-ui/react';

/** Spec part 1 §1: the product is analytical software, not investment advice, and never trades for the user. */
export function LegalDisclaimer(props: TextProps) {
  return (
    <Text fontSize="xs" lineHeight="tall" {...props}>
      Thetix is analytical software, not investment advice. Thetix is not a registered investment advisor or
      broker-dealer and never places trades: you decide and trade through your own broker. Options involve
      risk and are not suitable for every investor.
    </Text>
  );
}
