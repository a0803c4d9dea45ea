import { Alert } from '@chakra-ui/react';

/** A failed sign-in step, announced to screen readers as it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" rounded="lg" role="alert">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
