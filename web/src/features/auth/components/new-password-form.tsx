import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { signInErrorMessage } from '../hooks/sign-in-errors';
import type { useSignIn } from '../hooks/use-sign-in';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

/** Cognito's default policy; the server has the last word and its message is shown if it disagrees. */
const MIN_PASSWORD_LENGTH = 8;

/** The first sign-in of an admin-created user: choose a new password. */
export function NewPasswordForm({ mutation }: { mutation: ReturnType<typeof useSignIn>['newPassword'] }) {
  const { supportEmail } = useRuntimeConfig();
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('new-password') ?? '');
    const repeated = String(data.get('repeat-password') ?? '');
    if (password.length < MIN_PASSWORD_LENGTH)
      return setProblem(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== repeated) return setProblem('The two passwords do not match.');
    setProblem(undefined);
    mutation.mutate(password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="gray.700">Welcome! Please choose a new password to finish signing in.</Text>
        <FormError
          message={
            mutation.error ? signInErrorMessage(mutation.error, supportEmail, 'new-password') : undefined
          }
        />
        <Field.Root invalid={problem !== undefined} required>
          <Field.Label>New password</Field.Label>
          <PasswordInput name="new-password" autoComplete="new-password" />
        </Field.Root>
        <Field.Root invalid={problem !== undefined} required>
          <Field.Label>Repeat new password</Field.Label>
          <PasswordInput name="repeat-password" autoComplete="new-password" />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={mutation.isPending}
          loadingText="Saving..."
        >
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}
