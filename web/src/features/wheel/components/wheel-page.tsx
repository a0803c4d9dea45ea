import { Heading, Stack, Text } from '@chakra-ui/react';
import { useImpersonation } from '../../../lib/impersonation';
import { useCash } from '../api/cash';
import { CashSection } from './cash-section';
import { WatchlistSection } from './watchlist-section';

/**
 * The wheel's watchlist and cash (issue 31 item 1): the tickers the user would like to own through cash-secured puts
 * and each account's cash set aside for them. An admin viewing as the user sees it without the editing controls.
 */
export function WheelPage() {
  const readOnly = useImpersonation() !== null;
  const accounts = (useCash().data?.accounts ?? []).filter((account) => !account.hidden);
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="wheel-watchlist" gap="3">
        <Heading as="h2" id="wheel-watchlist" size="lg">
          Watchlist
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Stocks you would like to own: selling a cash-secured put at or under your target price is paid to
          wait.
        </Text>
        <WatchlistSection accounts={accounts} readOnly={readOnly} />
      </Stack>
      <Stack as="section" aria-labelledby="wheel-cash" gap="3">
        <Heading as="h2" id="wheel-cash" size="lg">
          Cash set aside for puts
        </Heading>
        <CashSection readOnly={readOnly} />
      </Stack>
    </Stack>
  );
}
