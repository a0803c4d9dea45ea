import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { signInErrorMessage } from '../hooks/sign-in-errors';
import type { useSignIn } from '../hooks/use-sign-in';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(email))
    errors.email = 'Enter a valid email address, such as name@example.com.';
  if (!password) errors.password = 'Enter your password.';
  return errors;
}

/** E-mail and password against the stage's user pool. */
export function SignInForm({ mutation }: { mutation: ReturnType<typeof useSignIn>['signIn'] }) {
  const { supportEmail } = useRuntimeConfig();
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = validate(email, password);
    setErrors(found);
    if (!found.email && !found.password) mutation.mutate({ email, password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormError message={mutation.error ? signInErrorMessage(mutation.error, supportEmail) : undefined} />
        <Field.Root invalid={errors.email !== undefined} required>
          <Field.Label>Email</Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="you@example.com"
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.password !== undefined} required>
          <Field.Label>Password</Field.Label>
          <PasswordInput name="password" autoComplete="current-password" />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={mutation.isPending}
          loadingText="Signing in..."
        >
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
