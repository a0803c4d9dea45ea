import { Badge, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { USER_SEARCH_MIN_LENGTH, type UserSearchResult } from '@thetix/shared/contracts/admin';
import { useUserSearch } from '../api/search-users';

/** The answer to one (debounced) search: a hint, a spinner, an error, 'no users', or the users to pick from. */
export function UserSearchResults(props: { query: string; onPick: (user: UserSearchResult) => void }) {
  const query = props.query.trim();
  const search = useUserSearch(query, true);
  if (query.length < USER_SEARCH_MIN_LENGTH) {
    return <Text color="fg.muted">Type at least 3 characters to search...</Text>;
  }
  if (search.isError) {
    return (
      <Text role="alert" color="red.700">
        Error searching users: {search.error.message}
      </Text>
    );
  }
  if (!search.data) return <Spinner size="sm" aria-label="Searching users" />;
  if (search.data.users.length === 0) {
    return <Text color="fg.muted">No users found matching {query}</Text>;
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Users">
      {search.data.users.map((user) => (
        <li key={user.id}>
          <Button
            variant="ghost"
            w="full"
            h="auto"
            py="2"
            justifyContent="space-between"
            onClick={() => props.onPick(user)}
          >
            <Stack gap="0" align="start" minW="0">
              <Text fontWeight="semibold" truncate>
                {user.email}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {user.username} · {user.id}
              </Text>
            </Stack>
            <HStack flexShrink="0">
              <Text fontSize="xs" color="fg.muted">
                {user.accountCount === 1 ? '1 account' : `${user.accountCount} accounts`}
              </Text>
              {user.isAdmin ? <Badge colorPalette="orange">Admin</Badge> : null}
            </HStack>
          </Button>
        </li>
      ))}
    </Stack>
  );
}
