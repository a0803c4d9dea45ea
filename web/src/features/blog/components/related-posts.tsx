import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRelatedPosts } from '../api/get-post';
import type { BlogPostSummary } from '../lib/blog-port';
import { BlogPostCard } from './blog-post-card';

/** Up to 3 posts sharing the most tags with the one being read; nothing at all when there are none. */
export function RelatedPosts({ post }: { post: BlogPostSummary }) {
  const { data: related = [] } = useRelatedPosts(post);
  if (related.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-title" gap="6">
      <Heading as="h2" id="related-title" fontSize="2xl" letterSpacing="tight" color="gray.900">
        Related articles
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {related.map((item) => (
          <BlogPostCard key={item.slug} post={item} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
