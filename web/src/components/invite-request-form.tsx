import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client';
import { requestInvite } from '../lib/invite-request';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's words for a refusal (the field's problem, the rate limit), else a plain fallback. */
const refusalText = (error: unknown): string => {
  if (error instanceof ApiError) {
    const field = error.fieldErrors?.[0]?.message;
    if (field) return `The e-mail ${field}.`;
    if (error.serverMessage && error.status < 500) return error.serverMessage;
  }
  return 'Your request could not be sent. Please try again in a moment.';
};

/**
 * Ask for an invite (issue 30 item 8): a visitor without one leaves an e-mail for the admins. No seat is taken and
 * nothing else is asked; the server answers the same thank-you for a new or a repeated address. `tone` fits the
 * form on a dark band (the landing's join section) or a light page (the sign-in notice).
 */
export function InviteRequestForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({ mutationFn: requestInvite, meta: { suppressErrorToast: true } });
  const dark = tone === 'dark';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL_SHAPE.test(trimmed)) return setInvalid(true);
    setInvalid(false);
    send.mutate(trimmed);
  };

  if (send.isSuccess)
    return (
      <Text role="status" fontWeight="medium" color={dark ? 'white' : 'fg'}>
        {send.data}
      </Text>
    );
  const problem = invalid
    ? 'Enter an e-mail address, like name@example.com.'
    : send.isError
      ? refusalText(send.error)
      : null;
  return (
    <Stack asChild gap="2" w="full" maxW="md">
      <form onSubmit={submit} noValidate aria-label="Ask for an invite">
        <Field.Root invalid={problem !== null}>
          <Field.Label color={dark ? 'brand.100' : 'fg.muted'}>
            No invite yet? Leave your e-mail and we will write when a seat is yours.
          </Field.Label>
          <HStack gap="2" w="full" align="start">
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              bg={dark ? 'white' : undefined}
              color={dark ? 'gray.900' : undefined}
              maxLength={254}
            />
            <Button
              type="submit"
              loading={send.isPending}
              colorPalette={dark ? 'gray' : 'brand'}
              variant={dark ? 'outline' : 'solid'}
              color={dark ? 'white' : undefined}
              flexShrink={0}
            >
              Ask for an invite
            </Button>
          </HStack>
          {problem ? (
            <Field.ErrorText role="alert" color={dark ? 'red.200' : undefined}>
              {problem}
            </Field.ErrorText>
          ) : null}
        </Field.Root>
      </form>
    </Stack>
  );
}
