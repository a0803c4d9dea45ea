import { Alert } from '@chakra-ui/react';
import type { ConnectMessage } from '../lib/portfolio/connect-message';

/** What a brokerage connect control says in its current phase (`connectMessage`), as an alert; nothing when idle. */
export function ConnectMessageAlert({ message }: { message: ConnectMessage | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status={message.status} rounded="xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message.title}</Alert.Title>
        {message.description ? <Alert.Description>{message.description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
