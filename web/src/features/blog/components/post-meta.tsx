import { HStack, Text } from '@chakra-ui/react';
import type { BlogPostSummary } from '../lib/blog-port';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Publication date, reading time and author: the line under every post title. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <HStack gap="2" fontSize="sm" color="gray.500" flexWrap="wrap">
      <Text asChild>
        <time dateTime={post.publishedAt}>
          {dateFormat.format(new Date(`${post.publishedAt}T00:00:00Z`))}
        </time>
      </Text>
      <Text aria-hidden>·</Text>
      <Text>{post.readingTimeMinutes} min read</Text>
      <Text aria-hidden>·</Text>
      <Text>{post.author}</Text>
    </HStack>
  );
}
