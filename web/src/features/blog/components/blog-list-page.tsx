import { Box, Button, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useBlogPosts } from '../api/get-posts';
import { BlogPostCard } from './blog-post-card';

/** /blog (spec part 1 §2): posts newest first, 12 at a time, 'Load More Posts' while there are more. */
export function BlogListPage() {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useBlogPosts();
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50/60" gradientTo="white" py={{ base: '10', md: '16' }}>
      <Container maxW="6xl">
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack gap="3" maxW="2xl">
            <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight" color="gray.900">
              The Thetix blog
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600">
              Plain-language notes on covered calls: strikes, expirations, rolling, assignment and the risks
              worth knowing before you sell your first contract.
            </Text>
          </Stack>
          {isPending ? (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} h="56" rounded="l3" />
              ))}
            </SimpleGrid>
          ) : posts.length === 0 ? (
            <Text color="gray.600">No blog posts found.</Text>
          ) : (
            <SimpleGrid as="section" aria-label="Blog posts" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {posts.map((post) => (
                <BlogPostCard key={post.slug} post={post} />
              ))}
            </SimpleGrid>
          )}
          {hasNextPage ? (
            <Button
              alignSelf="center"
              variant="outline"
              colorPalette="brand"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              Load More Posts
            </Button>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
