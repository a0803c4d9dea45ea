import { Badge, HStack, Spinner, Text } from '@chakra-ui/react';
import { USER_SEARCH_MIN_LENGTH, type UserSearchResult } from '@thetix/shared/contracts/admin';
import { useUserSearch } from '../api/search-users';
import { PickList, PickRow } from './pick-list';

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
    <PickList label="Users">
      {search.data.users.map((user) => (
        <PickRow
          key={user.id}
          title={user.email}
          detail={`${user.username} · ${user.id}`}
          onPick={() => props.onPick(user)}
        >
          <HStack flexShrink="0">
            <Text fontSize="xs" color="fg.muted">
              {user.accountCount === 1 ? '1 account' : `${user.accountCount} accounts`}
            </Text>
            {user.isAdmin ? <Badge colorPalette="orange">Admin</Badge> : null}
          </HStack>
        </PickRow>
      ))}
    </PickList>
  );
}
