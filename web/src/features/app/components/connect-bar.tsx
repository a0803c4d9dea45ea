import { CloseButton, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useImpersonation } from '../../../lib/impersonation';
import { isManualOnly, useAccounts } from '../../../lib/portfolio/get-accounts';

/** Kept per browser session with the rest of the tutorial state (spec part 1 §3). */
const DISMISSED_KEY = 'showConnectBrokerageBar';

function readShown(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) !== 'false';
  } catch {
    return true;
  }
}

/**
 * Spec part 1 §2: for accounts that are only manual, a dismissible prompt to connect a brokerage. Hidden while an
 * admin views as someone else: that view is read-only, and the prompt speaks to the viewed user.
 */
export function ConnectBar() {
  const accounts = useAccounts().data;
  const impersonating = useImpersonation() !== null;
  const [shown, setShown] = useState(readShown);
  if (!shown || !accounts || !isManualOnly(accounts) || impersonating) return null;
  const dismiss = () => {
    setShown(false);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, 'false');
    } catch {
      // Dismissed for this page view only.
    }
  };
  return (
    <HStack
      role="region"
      aria-label="Connect your brokerage"
      gap="3"
      px={{ base: '4', md: '6' }}
      py="2"
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="brand.100"
      justify="space-between"
    >
      <Text fontSize="sm" color="brand.900">
        <Link asChild fontWeight="semibold" color="brand.800" textDecoration="underline">
          <RouterLink to={paths.profile.accounts.getHref()}>
            Connect Brokerage or Add equities manually for tailored insights
          </RouterLink>
        </Link>
      </Text>
      <CloseButton size="xs" aria-label="Dismiss" onClick={dismiss} />
    </HStack>
  );
}
