import { Box, Code, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import { isSafeHref, toAnchorId } from '../lib/markdown';

/** The part of a hast node the heading ids are read from (react-markdown passes the node to each component). */
interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

const textOf = (node: HastNode | undefined): string =>
  node === undefined
    ? ''
    : node.type === 'text'
      ? (node.value ?? '')
      : (node.children ?? []).map(textOf).join('');

type HeadingProps = ComponentProps<'h2'> & ExtraProps;

/**
 * The page title is the post's h1, so a post's own headings are h2 (`#` and `##`) and h3 (the rest); each has an
 * id from its text, so the sections can be linked to.
 */
const heading = (level: 2 | 3) =>
  function PostHeading({ node, children }: HeadingProps) {
    return (
      <Heading
        as={level === 2 ? 'h2' : 'h3'}
        id={toAnchorId(textOf(node as HastNode | undefined))}
        fontSize={level === 2 ? { base: 'xl', md: '2xl' } : 'lg'}
        letterSpacing="tight"
        color="gray.900"
        mt="4"
        scrollMarginTop="24"
      >
        {children}
      </Heading>
    );
  };

/** Site links stay in the single-page app; web and mail links leave it without an opener; anything else is text. */
function PostLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href || !isSafeHref(href)) return <>{children}</>;
  if (href.startsWith('/'))
    return (
      <Link asChild color="brand.700" textDecoration="underline" display="inline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  return (
    <Link href={href} color="brand.700" textDecoration="underline" display="inline" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

const components: Components = {
  h1: heading(2),
  h2: heading(2),
  h3: heading(3),
  h4: heading(3),
  h5: heading(3),
  h6: heading(3),
  p: ({ children }) => <Text>{children}</Text>,
  strong: ({ children }) => (
    <Text as="strong" fontWeight="semibold" color="gray.900">
      {children}
    </Text>
  ),
  em: ({ children }) => <Text as="em">{children}</Text>,
  code: ({ children }) => <Code fontSize="0.9em">{children}</Code>,
  a: ({ href, children }) => <PostLink href={href}>{children}</PostLink>,
  ul: ({ children }) => (
    <List.Root as="ul" ps="6" gap="2" listStyleType="disc">
      {children}
    </List.Root>
  ),
  ol: ({ children }) => (
    <List.Root as="ol" ps="6" gap="2" listStyleType="decimal">
      {children}
    </List.Root>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => (
    <Box as="blockquote" borderStartWidth="4px" borderColor="brand.300" bg="brand.50/50" px="4" py="3">
      {children}
    </Box>
  ),
  // Posts carry no pictures; an image in Ghost HTML or Markdown keeps only its description.
  img: ({ alt }) => (alt ? <>{alt}</> : null),
};

/**
 * A post body rendered by react-markdown (CommonMark) with rehype-sanitize: raw HTML in a post is dropped, never
 * injected, and only the links `isSafeHref` allows become links (docs/decisions.md, Markdown rendering).
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="gray.700">
      <Markdown rehypePlugins={[rehypeSanitize]} components={components} skipHtml>
        {markdown}
      </Markdown>
    </Stack>
  );
}
