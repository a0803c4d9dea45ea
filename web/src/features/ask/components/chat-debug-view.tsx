import { Box, Tabs } from '@chakra-ui/react';
import type { ChatMessage } from '../model/chat-messages';

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** Spec part 3 §2 and §6: the admin-only view of an answer's plan (DSL) and widgets (Materialized). */
export function ChatDebugView({ debug }: { debug: NonNullable<ChatMessage['debugInfo']> }) {
  return (
    <Tabs.Root defaultValue="dsl" size="sm" variant="enclosed" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="dsl">DSL</Tabs.Trigger>
        <Tabs.Trigger value="materialized">Materialized</Tabs.Trigger>
      </Tabs.List>
      {(['dsl', 'materialized'] as const).map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          <Box
            as="pre"
            fontSize="xs"
            bg="gray.900"
            color="gray.100"
            p="3"
            rounded="md"
            maxH="80"
            overflow="auto"
            whiteSpace="pre-wrap"
          >
            {tab === 'dsl' ? json({ dsl: debug.dsl, debug: debug.info }) : json(debug.materialized)}
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
