import { Box, Portal, Tooltip } from '@chakra-ui/react';

/** Spec part 2 §2: explanatory tooltips for the drawer's terms. */
export const TERM_TIPS = {
  premium: 'The money you receive per share for selling the call. One contract covers 100 shares.',
  strike:
    'The price at which your shares may be sold (called away) if the stock closes above it at expiration.',
  breakeven:
    'The stock price at expiration below which the position loses money: your price basis minus the premium.',
  upsideBreakeven:
    'Strike plus premium: above this price, keeping the shares without selling the call would have earned more.',
  bid: 'The highest price a buyer currently offers for this option.',
  ask: 'The lowest price a seller currently accepts for this option.',
  openInterest:
    'The number of contracts of this option that are open in the market. Higher means easier to trade.',
  volume: 'The number of contracts of this option traded today.',
  assignmentRisk:
    'The chance the option finishes in the money and your shares are sold at the strike, based on its delta.',
  riskLevel: 'Conservative: delta under 20. Balanced: delta 20-35. Aggressive: delta above 35.',
} as const;

export function InfoTip({ text, label }: { text: string; label: string }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={50}>
      <Tooltip.Trigger asChild>
        <Box
          as="button"
          aria-label={`About ${label}`}
          display="inline-grid"
          placeItems="center"
          boxSize="4"
          rounded="full"
          borderWidth="1px"
          borderColor="gray.300"
          color="gray.500"
          fontSize="2xs"
          fontWeight="bold"
          ml="1"
          verticalAlign="middle"
          cursor="help"
          onClick={(event: React.MouseEvent) => event.stopPropagation()}
        >
          ?
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
