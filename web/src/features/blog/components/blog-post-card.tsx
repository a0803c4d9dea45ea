import { Badge, Card, HStack, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { BlogPostSummary } from '../lib/blog-port';
import { PostMeta } from './post-meta';

/** One post in a list: the whole card opens the post. */
export function BlogPostCard({ post }: { post: BlogPostSummary }) {
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        variant="outline"
        h="full"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'brand.300', boxShadow: 'md' }}
      >
        <Card.Body gap="3">
          <HStack gap="2" flexWrap="wrap">
            {post.tags.map((tag) => (
              <Badge key={tag} colorPalette="brand" variant="subtle" rounded="full">
                {tag}
              </Badge>
            ))}
          </HStack>
          <Heading as="h2" fontSize="xl" lineHeight="1.3" letterSpacing="tight" color="gray.900">
            <LinkOverlay asChild>
              <RouterLink to={paths.blog.post.getHref(post.slug)}>{post.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="gray.600" lineClamp={3}>
            {post.excerpt}
          </Text>
        </Card.Body>
        <Card.Footer>
          <PostMeta post={post} />
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
