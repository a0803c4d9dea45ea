import { Button, HStack, Input } from '@chakra-ui/react';
import { COLLECTION_NAME_MAX } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';

/** A new collection needs a name that is not empty once trimmed; Create stays disabled until then (spec part 3 §5). */
export function CollectionCreateForm(props: {
  busy?: boolean;
  onCreate: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const submit = () => {
    if (!trimmed) return;
    void props.onCreate(trimmed).then(() => setName(''));
  };
  return (
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
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Button type="submit" size="sm" colorPalette="brand" disabled={!trimmed} loading={props.busy}>
        Create
      </Button>
    </HStack>
  );
}
