import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GENERIC_FAILURE } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { useCreateAccount } from '../api/create-account';
import { accountNameError } from '../model/account-name';

/** Manual account creation (spec part 1 §2, §5, §8). */
export function CreateAccountForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateAccount();
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Create a manual account"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = accountNameError(name);
        setError(problem);
        if (problem) return;
        create.mutate(name.trim(), {
          onSuccess: () => {
            setName('');
            toaster.create({
              type: 'success',
              title: 'Account Created',
              description: 'Manual account created',
            });
          },
          onError: () =>
            toaster.create({
              type: 'error',
              title: 'Creation Failed',
              description: 'Failed to create manual account.',
            }),
        });
      }}
    >
      <Field.Root invalid={error !== undefined}>
        <Field.Label>Account name</Field.Label>
        <HStack gap="2" w="full" align="start">
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Roth IRA"
            maxLength={100}
          />
          <Button type="submit" colorPalette="brand" loading={create.isPending} flexShrink={0}>
            Create Account
          </Button>
        </HStack>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {create.isError ? (
        <Text role="alert" fontSize="sm" color="red.700">
          Failed to create account: {create.error.message || GENERIC_FAILURE}
        </Text>
      ) : null}
    </Stack>
  );
}
