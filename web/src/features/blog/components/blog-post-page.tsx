import { Box, Breadcrumb, Container, Heading, Link, Separator, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { isSignedIn } from '../../../lib/auth-session';
import { useBlogPost } from '../api/get-post';
import { MarkdownContent } from './markdown-content';
import { PostMeta } from './post-meta';
import { RelatedPosts } from './related-posts';

/**
 * /blog/{slug} (spec part 1 §2): breadcrumb (Dashboard / Blog / title for a signed-in reader, Home / Blog / title
 * for a visitor), the post, up to 3 related articles and a way back. A missing post, or
 * one that fails to load after its retries, sends the visitor to the blog list. The 'not investment advice'
 * text is not repeated under the post: each post ends with its own callout and the marketing footer carries it.
 */
/** Whether the reader is signed in: the breadcrumb starts at their dashboard then (spec part 1 §2). */
function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let live = true;
    void isSignedIn().then((value) => {
      if (live) setSignedIn(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}

export function BlogPostPage({ slug }: { slug: string }) {
  const { data: post, isPending, isError } = useBlogPost(slug);
  const signedIn = useSignedIn();
  if (isError || post === null) return <Navigate to={paths.blog.root.getHref()} replace />;
  if (isPending) {
    return (
      <Container maxW="3xl" py="16">
        <Skeleton h="12" mb="6" />
        <Skeleton h="64" />
      </Container>
    );
  }
  return (
    <Box py={{ base: '8', md: '12' }}>
      <Container maxW="3xl">
        <Stack gap="6">
          <Breadcrumb.Root size="sm">
            <Breadcrumb.List>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild whiteSpace="nowrap">
                  {signedIn ? (
                    <RouterLink to={paths.dashboard.root.getHref()}>Dashboard</RouterLink>
                  ) : (
                    <RouterLink to={paths.home.getHref()}>Home</RouterLink>
                  )}
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild whiteSpace="nowrap">
                  <RouterLink to={paths.blog.root.getHref()}>Blog</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>{post.title}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <Stack as="header" gap="3">
            <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15" letterSpacing="tight">
              {post.title}
            </Heading>
            <PostMeta post={post} />
          </Stack>
          <Box as="article">
            <MarkdownContent markdown={post.markdown} />
          </Box>
          <Link asChild color="brand.700" fontWeight="medium" alignSelf="start">
            <RouterLink to={paths.blog.root.getHref()}>← Back to the blog</RouterLink>
          </Link>
        </Stack>
      </Container>
      <Container maxW="6xl" mt="12">
        <Separator mb="10" />
        <RelatedPosts post={post} />
      </Container>
    </Box>
  );
}
