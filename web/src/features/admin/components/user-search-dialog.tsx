import { Alert, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { AdminUserAccount, UserSearchResult } from '@thetix/shared/contracts/admin';
import { useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UserAccountsList } from './user-accounts-list';
import { UserSearchResults } from './user-search-results';

/** Spec part 1 §9: the search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Ctrl/Cmd+K admin user search (spec part 1 §2): selecting a user lists their accounts, and picking one starts
 * viewing the product as that user in that account. Back returns to the search with the query kept.
 */
export function UserSearchDialog(props: {
  open: boolean;
  isAdmin: boolean;
  warnings: readonly string[];
  onOpenChange: (open: boolean) => void;
  onSelectUser: (user: UserSearchResult) => void;
  onPick: (user: UserSearchResult, account: AdminUserAccount) => void;
}) {
  const [query, setQuery] = useState('');
  const [user, setUser] = useState<UserSearchResult | null>(null);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const selectUser = (picked: UserSearchResult) => {
    setUser(picked);
    props.onSelectUser(picked);
  };
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      onExitComplete={() => {
        setQuery('');
        setUser(null);
      }}
      placement="top"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>
                {!props.isAdmin ? 'Access Denied' : user ? 'Choose an account' : 'Find a user'}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {props.isAdmin ? (
                <Stack gap="3">
                  {props.warnings.length > 0 ? (
                    <Alert.Root status="warning">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>Security warnings</Alert.Title>
                        <Alert.Description>{props.warnings.join(' ')}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  {user ? (
                    <UserAccountsList
                      user={user}
                      onBack={() => setUser(null)}
                      onPick={(account) => props.onPick(user, account)}
                    />
                  ) : (
                    <>
                      <Input
                        autoFocus
                        aria-label="Search users"
                        placeholder="Search users by email..."
                        value={query}
                        onChange={(event) => setQuery(event.target.value)}
                      />
                      <UserSearchResults query={debounced} onPick={selectUser} />
                    </>
                  )}
                </Stack>
              ) : (
                <Text>Admin tools are only available to admins.</Text>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
