import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One recorded vendor exchange, as kept in ../fixtures (see its README). */
export interface RecordedExchange {
  readonly request: { readonly path: string; readonly query?: Readonly<Record<string, string>> };
  readonly response: {
    readonly status: number;
    readonly headers?: Readonly<Record<string, string>>;
    readonly body: unknown;
  };
}

const FIXTURES = new URL('../fixtures/', import.meta.url);

/** The named fixture files (without `.json`). */
export const recorded = (...names: string[]): RecordedExchange[] =>
  names.map(
    (name) => JSON.parse(readFileSync(join(FIXTURES.pathname, `${name}.json`), 'utf8')) as RecordedExchange,
  );

/** Every fixture of the folder, for a stand-in that serves them all. */
export const allRecorded = (): RecordedExchange[] =>
  recorded(
    ...readdirSync(FIXTURES.pathname)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
  );

const matches = (exchange: RecordedExchange, url: URL) =>
  exchange.request.path === url.pathname &&
  Object.entries(exchange.request.query ?? {}).every(([name, value]) => url.searchParams.get(name) === value);

/**
 * A `fetch` that answers from recorded exchanges. Several recordings of one request are served in the order given,
 * the last one then again, so a test can script "429, then 200". An unrecorded request answers 501: never 404,
 * which the loader reads as the vendor saying the item does not exist. `calls` lists the URLs asked, for assertions on paging and retries.
 */
export function recordedFetch(exchanges: readonly RecordedExchange[]) {
  const pending = [...exchanges];
  const calls: URL[] = [];
  const fetch = (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(url);
    const index = pending.findIndex((exchange) => matches(exchange, url));
    const exchange = pending[index];
    if (!exchange) return Promise.resolve(new Response(null, { status: 501, statusText: 'Not recorded' }));
    if (pending.some((other, at) => at > index && matches(other, url))) pending.splice(index, 1);
    const { status, headers, body } = exchange.response;
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
