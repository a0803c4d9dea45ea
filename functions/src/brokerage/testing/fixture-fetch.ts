/** One canned answer: status 200 and no body unless given. */
export interface FixtureRoute {
  status?: number;
  body?: unknown;
}

/** A request the adapter sent, with its JSON body parsed (undefined when it had none). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/**
 * A `fetch` that serves recorded aggregator answers by `METHOD /path`, for an SDK's axios to use instead of the
 * network, and records every request for the assertions. A list of routes answers in turn and then repeats its
 * last; an unknown route answers 404 with the aggregator's own not-found body.
 */
export function fixtureFetch(
  routes: Record<string, FixtureRoute | FixtureRoute[]>,
  options: { notFoundBody: unknown; pathPrefix?: RegExp },
) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = options.pathPrefix ? url.pathname.replace(options.pathPrefix, '') : url.pathname;
    const text = await request.text();
    requests.push({
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const entry = routes[`${request.method} ${path}`];
    const route = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    if (!route) return new Response(JSON.stringify(options.notFoundBody), { status: 404 });
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}
