import { Blockquote } from '@chakra-ui/react';
import type { UserQueryWidget } from '@thetix/shared/thetix/widgets';

/** The question as the user asked it, quoted above the answer. */
export function UserQueryWidgetView({ widget }: { widget: UserQueryWidget }) {
  return (
    <Blockquote.Root data-widget="userQuery" colorPalette="brand" variant="solid">
      <Blockquote.Content cite="Your question" fontStyle="italic" color="gray.800" whiteSpace="pre-line">
        {widget.query}
      </Blockquote.Content>
    </Blockquote.Root>
  );
}
