import { Button, Menu, Portal, Text, type ConditionalValue } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccounts, visibleAccounts } from '../../../lib/portfolio/get-accounts';
import { ALL_ACCOUNTS, selectAccount, useSelectedAccountId } from '../../../lib/portfolio/selected-account';
import { Icon } from './icons';

/** The selected account if it is still visible, else All accounts (a hidden or deleted account falls back). */
export function useEffectiveAccountId(): string {
  const selected = useSelectedAccountId();
  const accounts = useAccounts().data;
  if (!accounts || selected === ALL_ACCOUNTS) return selected;
  return visibleAccounts(accounts).some((account) => account.id === selected) ? selected : ALL_ACCOUNTS;
}

/**
 * Spec part 1 §2: hidden accounts excluded, 'All accounts' by default, 'Manage Accounts' to the profile. The button
 * is at most `width` wide and shrinks (its label truncated) when the header runs out of room.
 */
export function AccountSwitcher({ width }: { width?: ConditionalValue<string> }) {
  const accounts = visibleAccounts(useAccounts().data ?? []);
  const selected = useEffectiveAccountId();
  const label = accounts.find((account) => account.id === selected)?.name ?? 'All accounts';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          maxW={width ?? '56'}
          flex={width === 'full' ? '1' : undefined}
          minW="0"
          flexShrink="1"
          justifyContent="space-between"
          gap="2"
        >
          <Text as="span" truncate>
            {label}
          </Text>
          <Icon name="chevronDown" size="4" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.RadioItemGroup value={selected} onValueChange={(details) => selectAccount(details.value)}>
              <Menu.ItemGroupLabel>Account</Menu.ItemGroupLabel>
              <Menu.RadioItem value={ALL_ACCOUNTS}>
                All accounts
                <Menu.ItemIndicator />
              </Menu.RadioItem>
              {accounts.map((account) => (
                <Menu.RadioItem key={account.id} value={account.id}>
                  <Text truncate>{account.name}</Text>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            {accounts.length === 0 ? (
              <Menu.Item value="none" disabled>
                No accounts available
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="manage" asChild>
              <RouterLink to={paths.profile.accounts.getHref()}>Manage Accounts</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
