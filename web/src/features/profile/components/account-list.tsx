import { Badge, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { Link as RouterLink } from 'react-router';
import { Monogram } from '../../../components/monogram';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/money-format';
import { AccountSync } from './account-sync';

const sourceLabel = (account: Account) =>
  account.source === 'manual' ? 'Manual' : (account.institutionName ?? `Connected (${account.source})`);

/** Every account, hidden ones included and marked, each linking to its detail page. */
export function AccountList({ accounts, error }: { accounts: Account[] | undefined; error?: Error | null }) {
  if (error && !accounts)
    return (
      <Text px="5" py="4" color="red.600">
        Error: {error.message}
      </Text>
    );
  if (!accounts) return <Skeleton h="32" rounded="2xl" />;
  if (accounts.length === 0)
    return <Text color="gray.600">No accounts yet. Create a manual account below, or add holdings.</Text>;
  return (
    <Stack as="ul" aria-label="Accounts" gap="0" listStyleType="none">
      {accounts.map((account, index) => (
        <HStack
          as="li"
          key={account.id}
          gap="3"
          px={{ base: '4', md: '5' }}
          py="3.5"
          borderTopWidth={index === 0 ? '0' : '1px'}
          borderColor="gray.100"
        >
          <Monogram letters={account.name.slice(0, 2).toUpperCase()} seed={account.id} boxSize="9" />
          <Stack gap="0.5" flex="1" minW="0">
            <HStack gap="2">
              <Link asChild fontWeight="semibold" color="gray.900">
                <RouterLink to={paths.profile.account.getHref(account.id)}>{account.name}</RouterLink>
              </Link>
              {account.hidden ? (
                <Badge variant="subtle" colorPalette="gray">
                  Hidden
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="gray.600">
              {sourceLabel(account)} · {account.positionsCount} position
              {account.positionsCount === 1 ? '' : 's'}
            </Text>
            <AccountSync account={account} />
          </Stack>
          <Text fontWeight="medium" color="gray.900" fontVariantNumeric="tabular-nums">
            {formatDollars(account.totalValue)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
