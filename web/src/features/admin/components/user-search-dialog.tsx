import { Alert, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { UserSearchResult } from '@thetix/shared/contracts/admin';
import { useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UserSearchResults } from './user-search-results';

/** Spec part 1 §9: the search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/** The Ctrl/Cmd+K admin user search (spec part 1 §2): picking a user starts viewing the product as them. */
export function UserSearchDialog(props: {
  open: boolean;
  isAdmin: boolean;
  warnings: readonly string[];
  onOpenChange: (open: boolean) => void;
  onPick: (user: UserSearchResult) => void;
}) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      onExitComplete={() => setQuery('')}
      placement="top"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>{props.isAdmin ? 'Find a user' : 'Access Denied'}</Dialog.Title>
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
                  <Input
                    autoFocus
                    aria-label="Search users"
                    placeholder="Search users by email..."
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                  />
                  <UserSearchResults query={debounced} onPick={props.onPick} />
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
