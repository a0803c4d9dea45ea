import { useRuntimeConfig } from '../../../lib/runtime-config';
import type { BlogPort } from '../lib/blog-port';
import { blogFor } from '../lib/blog-source';

/** The stage's blog (lib/blog-source.ts): Ghost when config.json names a site, the Markdown posts otherwise. */
export const useBlog = (): BlogPort => blogFor(useRuntimeConfig().ghost);
