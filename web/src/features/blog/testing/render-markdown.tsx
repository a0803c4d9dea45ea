import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderToText } from '../../../components/testing/render-to-text';
import { MarkdownContent } from '../components/markdown-content';

/**
 * Renders a post body as the blog page does (inside a router, for site links) and returns its markup without
 * Emotion's style tags, its visible text, and the hrefs of its links.
 */
export function renderMarkdown(markdown: string) {
  const router = createMemoryRouter([{ path: '/', element: <MarkdownContent markdown={markdown} /> }]);
  const { html, text } = renderToText(<RouterProvider router={router} />);
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const links = [...markup.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '');
  return { html: markup, text, links };
}
