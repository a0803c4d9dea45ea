import { Alert } from '@chakra-ui/react';
import { IDENTITY_DEGRADED_MESSAGE } from '@thetix/shared/contracts/system';
import { useIdentityStatus } from '../api/get-identity-status';

/** Says so on the sign-in page while the identity provider is not answering; nothing otherwise. */
export function IdentityStatusNotice() {
  const status = useIdentityStatus();
  if (status.data?.status !== 'degraded') return null;
  return (
    <Alert.Root status="warning" rounded="xl" role="status">
      <Alert.Indicator />
      <Alert.Description>{IDENTITY_DEGRADED_MESSAGE}</Alert.Description>
    </Alert.Root>
  );
}
