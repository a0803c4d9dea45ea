import { Box, Code, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { parseMarkdown, type BlockNode, type InlineNode } from '../lib/markdown';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <Text as="strong" key={index} fontWeight="semibold" color="gray.900">
            <Inline nodes={node.children} />
          </Text>
        );
      case 'em':
        return (
          <Text as="em" key={index}>
            <Inline nodes={node.children} />
          </Text>
        );
      case 'code':
        return (
          <Code key={index} fontSize="0.9em">
            {node.text}
          </Code>
        );
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} asChild color="brand.700" textDecoration="underline">
            <RouterLink to={node.href}>
              <Inline nodes={node.children} />
            </RouterLink>
          </Link>
        ) : (
          <Link
            key={index}
            href={node.href}
            color="brand.700"
            textDecoration="underline"
            rel="noopener noreferrer"
          >
            <Inline nodes={node.children} />
          </Link>
        );
    }
  });
}

function Block({ block }: { block: BlockNode }) {
  switch (block.type) {
    case 'heading':
      return (
        <Heading
          as={block.level === 2 ? 'h2' : 'h3'}
          id={block.id}
          fontSize={block.level === 2 ? { base: 'xl', md: '2xl' } : 'lg'}
          letterSpacing="tight"
          color="gray.900"
          mt="4"
          scrollMarginTop="24"
        >
          <Inline nodes={block.children} />
        </Heading>
      );
    case 'paragraph':
      return (
        <Text>
          <Inline nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List.Root
          as={block.ordered ? 'ol' : 'ul'}
          ps="6"
          gap="2"
          listStyleType={block.ordered ? 'decimal' : 'disc'}
        >
          {block.items.map((item, index) => (
            <List.Item key={index}>
              <Inline nodes={item} />
            </List.Item>
          ))}
        </List.Root>
      );
    case 'quote':
      return (
        <Box as="blockquote" borderStartWidth="4px" borderColor="brand.300" bg="brand.50/50" px="4" py="3">
          <Text>
            <Inline nodes={block.children} />
          </Text>
        </Box>
      );
  }
}

/** A post body: Markdown turned into React elements (see `../lib/markdown.ts`), never into injected HTML. */
export function MarkdownContent({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="gray.700">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
