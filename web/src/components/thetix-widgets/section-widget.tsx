import { Heading, Stack } from '@chakra-ui/react';
import type { SectionWidget } from '@thetix/shared/thetix/widgets';
import type { ReactNode } from 'react';
import { MarkdownWidgetView } from './markdown-widget';

/**
 * A named group, e.g. one part of an agent report: its name, its own prose (`content`, markdown), then its widgets,
 * rendered by the list itself (passed as children) so nested widgets get the same validation, error boundaries and
 * extensions.
 */
export function SectionWidgetView({ widget, children }: { widget: SectionWidget; children: ReactNode }) {
  return (
    <Stack
      as="section"
      aria-label={widget.name}
      data-widget="section"
      gap="3"
      ps="3"
      borderStartWidth="3px"
      borderColor="brand.200"
    >
      <Heading as="h3" size="md" color="gray.900">
        {widget.name}
      </Heading>
      {widget.content ? (
        <MarkdownWidgetView widget={{ widget: 'markdown', content: widget.content }} />
      ) : null}
      {children}
    </Stack>
  );
}
