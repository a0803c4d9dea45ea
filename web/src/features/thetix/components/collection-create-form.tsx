import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { COLLECTION_NAME_MAX } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';

/**
 * A new collection needs a name that is not empty once trimmed; Create stays disabled until then (spec part 3 §5).
 * A refused name (one already in use, issue 30 item 4) stays in the box with the server's reason under it.
 */
export function CollectionCreateForm(props: {
  busy?: boolean;
  onCreate: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();
  const submit = () => {
    if (!trimmed) return;
    setError(null);
    props.onCreate(trimmed).then(
      () => setName(''),
      (failure: unknown) =>
        setError(
          failure instanceof Error && failure.message ? failure.message : 'Failed to create collection',
        ),
    );
  };
  return (
    <Stack gap="1">
      <HStack
        as="form"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input
          size="sm"
          aria-label="New collection name"
          placeholder="New collection"
          value={name}
          maxLength={COLLECTION_NAME_MAX}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" size="sm" colorPalette="brand" disabled={!trimmed} loading={props.busy}>
          Create
        </Button>
      </HStack>
      {error ? (
        <Text role="alert" fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
