import type * as z from 'zod';
import { systemClock, type Clock } from '../../platform/clock';
import type { VendorCallGuard } from '../vendor-call-guard';
import { parseRetryAfter, VendorHttpError, VendorNetworkError, VendorResponseError } from '../vendor-errors';

export const MASSIVE_BASE_URL = 'https://api.massive.com';

/** A runaway backstop on `next_url`, far above any chain of one expiration (250 contracts a page). */
const MAX_PAGES = 40;

export interface MassiveClientOptions {
  readonly apiKey: string;
  readonly baseUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly guard: VendorCallGuard;
  readonly clock?: Clock;
}

export type MassiveClient = ReturnType<typeof buildMassiveClient>;

/** A list response: its `results` and the cursor URL of the next page. */
type PagedSchema = z.ZodType<{ results?: unknown[] | undefined; next_url?: string | undefined }>;
type PageItem<S extends PagedSchema> = NonNullable<z.infer<S>['results']>[number];

/**
 * GETs against Massive's REST API. The key goes in the `apiKey` query parameter, the one scheme Massive's OpenAPI
 * spec declares; error messages name the path only, so the key never reaches a log. Every request, each page
 * included, runs under the guard.
 */
export function buildMassiveClient(options: MassiveClientOptions) {
  const baseUrl = options.baseUrl ?? MASSIVE_BASE_URL;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemClock;

  const request = (url: URL): Promise<unknown> =>
    options.guard(async () => {
      url.searchParams.set('apiKey', options.apiKey);
      let response: Response;
      try {
        response = await fetchImpl(url, { headers: { accept: 'application/json' } });
      } catch (error) {
        throw new VendorNetworkError(`massive ${url.pathname}: no answer`, { cause: error });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new VendorHttpError(
          response.status,
          `massive ${url.pathname} answered ${response.status}`,
          parseRetryAfter(response.headers.get('retry-after'), clock.now()),
        );
      }
      try {
        return (await response.json()) as unknown;
      } catch {
        throw new VendorResponseError(`massive ${url.pathname}: the body is not JSON`);
      }
    });

  const parse = <S extends z.ZodType>(schema: S, body: unknown, path: string): z.infer<S> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new VendorResponseError(
        `massive ${path}: unexpected shape (${parsed.error.issues[0]?.message ?? ''})`,
      );
    return parsed.data;
  };

  const urlOf = (path: string, query: Readonly<Record<string, string | number>>) => {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return url;
  };

  return {
    async get<S extends z.ZodType>(
      path: string,
      query: Readonly<Record<string, string | number>>,
      schema: S,
    ): Promise<z.infer<S>> {
      return parse(schema, await request(urlOf(path, query)), path);
    },

    /**
     * Every page of a `results` list, following `next_url`. A page that fails fails the whole list: a chain missing
     * its second page would look like a chain without those strikes.
     */
    async getAllPages<S extends PagedSchema>(
      path: string,
      query: Readonly<Record<string, string | number>>,
      schema: S,
    ): Promise<PageItem<S>[]> {
      const results: PageItem<S>[] = [];
      let url: URL | undefined = urlOf(path, query);
      for (let pageCount = 0; url; pageCount += 1) {
        if (pageCount >= MAX_PAGES)
          throw new VendorResponseError(`massive ${path}: more than ${MAX_PAGES} pages`);
        const body: z.infer<S> = parse(schema, await request(url), path);
        results.push(...((body.results ?? []) as PageItem<S>[]));
        // next_url carries the cursor but not the key. Only its path and query are kept, on our base URL, so the key
        // goes to no other host (and the offline stand-in serves the next page too).
        const next: URL | undefined = body.next_url ? new URL(body.next_url, baseUrl) : undefined;
        url = next ? new URL(`${next.pathname}${next.search}`, baseUrl) : undefined;
      }
      return results;
    },
  };
}
