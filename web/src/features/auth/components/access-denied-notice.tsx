import { Alert, Link, Stack } from '@chakra-ui/react';
import { InviteRequestForm } from '../../../components/invite-request-form';
import { useRuntimeConfig } from '../../../lib/runtime-config';

/** Spec part 1 §8: shown on /login?error=unauthorized, copy verbatim; then a way to ask for an invite (issue 30 item 8). */
export function AccessDeniedNotice() {
  const { supportEmail } = useRuntimeConfig();
  return (
    <Stack gap="4">
      <Alert.Root status="warning" rounded="xl" role="alert" alignItems="start">
        <Alert.Indicator />
        <Alert.Description>
          Access denied. The product is currently invite-only. If you think this is an error, please reach out
          to us at{' '}
          <Link href={`mailto:${supportEmail}`} fontWeight="semibold" textDecoration="underline">
            {supportEmail}
          </Link>
          .
        </Alert.Description>
      </Alert.Root>
      <InviteRequestForm />
    </Stack>
  );
}
