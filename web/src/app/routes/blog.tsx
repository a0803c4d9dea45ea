import { useParams } from 'react-router';
import { BlogListPage } from '../../features/blog/components/blog-list-page';
import { BlogPostPage } from '../../features/blog/components/blog-post-page';

export function BlogRoute() {
  return <BlogListPage />;
}

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return <BlogPostPage key={slug} slug={slug} />;
}
