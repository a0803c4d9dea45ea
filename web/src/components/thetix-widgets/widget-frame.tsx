import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The box every widget sits in: a heading for its title (so a screen reader can jump between widgets) and its
 * footnote, e.g. the engine's "Simulated market data" note on market widgets, which must stay visible.
 */
export function WidgetFrame(props: {
  kind: string;
  title?: string;
  footnote?: string;
  /** Extra header content on the right of the title, e.g. a badge. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-label={props.title} data-widget={props.kind} gap="2" minW="0">
      {props.title || props.aside ? (
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          {props.title ? (
            <Heading as="h3" size="sm" color="gray.900" lineHeight="short">
              {props.title}
            </Heading>
          ) : (
            <Box />
          )}
          {props.aside}
        </HStack>
      ) : null}
      {props.children}
      {props.footnote ? <WidgetFootnote text={props.footnote} /> : null}
    </Stack>
  );
}

export function WidgetFootnote({ text }: { text: string }) {
  return (
    <HStack gap="1.5" align="start" data-testid="widget-footnote">
      <Box boxSize="1.5" mt="1.5" rounded="full" bg="orange.400" flexShrink={0} aria-hidden="true" />
      <Text fontSize="xs" color="gray.600">
        {text}
      </Text>
    </HStack>
  );
}
