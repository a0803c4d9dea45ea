import { Text } from '@chakra-ui/react';
import type { Performance } from '@thetix/shared/contracts/portfolio';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (value: number) => usd.format(value);

type YearToDate = Performance['incomeSince']['yearToDate'];

/**
 * The year's option income split into calls and puts (issue 31 item 4, decision 381), or null when there is nothing to
 * split: an answer without the parts (an older server) or a scope that has never had a put (no put income this year
 * and no open put), where the whole is the calls'.
 */
export function optionIncomeParts(
  ytd: YearToDate,
  openPutContracts: number,
): { fromCalls: number; fromPuts: number } | null {
  if (ytd.optionsFromCalls === undefined || ytd.optionsFromPuts === undefined) return null;
  if (ytd.optionsFromPuts === 0 && openPutContracts === 0) return null;
  return { fromCalls: ytd.optionsFromCalls, fromPuts: ytd.optionsFromPuts };
}

/** "from calls $X · from puts $Y" under the options income figure; the two add up to it to the cent. */
export function OptionIncomeParts({ ytd, openPutContracts }: { ytd: YearToDate; openPutContracts: number }) {
  const parts = optionIncomeParts(ytd, openPutContracts);
  if (!parts) return null;
  return (
    <Text fontSize="xs" color="gray.600" fontVariantNumeric="tabular-nums" data-testid="option-income-parts">
      from calls {money(parts.fromCalls)} · from puts {money(parts.fromPuts)}
    </Text>
  );
}
