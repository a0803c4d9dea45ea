import { Blockquote, Box, Code, Heading, Link, List, Table, Text } from '@chakra-ui/react';
import {
  decodeMarkdown,
  safeHref,
  type Computation,
  type MarkdownWidget,
} from '@thetix/shared/thetix/widgets';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { WidgetFrame } from './widget-frame';

/**
 * Markdown written by the engine or a language model, rendered by react-markdown with rehype-sanitize: raw HTML
 * never reaches the page (the sanitiser drops it, script included), and links are kept only for http(s), opening
 * in a new tab without access to this one. GFM is on because model answers use tables and strikethrough.
 * Headings start at h4: the widget title is the h3.
 */
const heading =
  (as: 'h4' | 'h5' | 'h6', size: 'md' | 'sm' | 'xs') =>
  ({ children }: ComponentProps<'h1'>) => (
    <Heading as={as} size={size} mt="2" color="gray.900">
      {children}
    </Heading>
  );

const components: Components = {
  h1: heading('h4', 'md'),
  h2: heading('h4', 'md'),
  h3: heading('h5', 'sm'),
  h4: heading('h6', 'sm'),
  h5: heading('h6', 'xs'),
  h6: heading('h6', 'xs'),
  p: ({ children }) => <Text>{children}</Text>,
  a: ({ href, children }) => {
    const safe = safeHref(href);
    if (!safe) return <>{children}</>;
    return (
      <Link
        href={safe}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.700"
        textDecoration="underline"
        display="inline"
      >
        {children}
      </Link>
    );
  },
  ul: ({ children }) => (
    <List.Root as="ul" ps="5" gap="1" listStyleType="disc">
      {children}
    </List.Root>
  ),
  ol: ({ children }) => (
    <List.Root as="ol" ps="5" gap="1" listStyleType="decimal">
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => (
    <Blockquote.Root>
      <Blockquote.Content>{children}</Blockquote.Content>
    </Blockquote.Root>
  ),
  code: ({ children }) => <Code fontSize="0.9em">{children}</Code>,
  pre: ({ children }) => (
    <Box as="pre" overflowX="auto" bg="gray.50" p="2" rounded="md" fontSize="sm">
      {children}
    </Box>
  ),
  table: ({ children }) => (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">{children}</Table.Root>
    </Table.ScrollArea>
  ),
  thead: ({ children }) => <Table.Header>{children}</Table.Header>,
  tbody: ({ children }) => <Table.Body>{children}</Table.Body>,
  tr: ({ children }) => <Table.Row>{children}</Table.Row>,
  th: ({ children }) => <Table.ColumnHeader>{children}</Table.ColumnHeader>,
  td: ({ children }) => <Table.Cell>{children}</Table.Cell>,
  img: ({ alt }) => (alt ? <>{alt}</> : null),
};

export function SanitizedMarkdown({ markdown }: { markdown: string }) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="2"
      color="gray.800"
      lineHeight="tall"
      className="thetix-markdown"
    >
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components} skipHtml>
        {markdown}
      </Markdown>
    </Box>
  );
}

/**
 * "How this was computed" under an answer (issue 28 item 3): each figure, its value and where it comes from, folded
 * in a native disclosure (keyboard and screen readers included) so the answer stays a few lines.
 */
function Computations({ computations }: { computations: readonly Computation[] }) {
  return (
    <Box as="details" mt="3" fontSize="sm" color="gray.700" borderTopWidth="1px" pt="2">
      <Box as="summary" cursor="pointer" fontWeight="medium" color="brand.700">
        How this was computed
      </Box>
      <Box as="dl" mt="2" display="grid" gap="2">
        {computations.map((item, index) => (
          <Box key={`${item.figure}-${index}`}>
            <Box as="dt" fontWeight="medium">
              {item.figure}: <Text as="span">{item.value}</Text>
            </Box>
            <Box as="dd" ms="0" color="gray.600">
              {item.how}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function MarkdownWidgetView({ widget }: { widget: MarkdownWidget }) {
  return (
    <WidgetFrame kind="markdown" title={widget.title} footnote={widget.footnote}>
      <SanitizedMarkdown markdown={decodeMarkdown(widget)} />
      {widget.computations && widget.computations.length > 0 ? (
        <Computations computations={widget.computations} />
      ) : null}
    </WidgetFrame>
  );
}
