import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allRecorded, recordedFetch, type RecordedExchange } from './testing/recorded-fetch';

/** The recorded error scenarios answer on the same paths as the happy ones; a stand-in serves them only when asked. */
const happyPath = (): RecordedExchange[] =>
  allRecorded().filter((exchange) => exchange.response.status < 400 || exchange.response.status === 404);

/**
 * A local HTTP server that answers like Massive from the recorded fixtures (./fixtures, hand-made in the documented
 * shapes), for running the live path offline (issue 29 item 6). A request without `apiKey` gets Massive's 401, as
 * the real service would. Not started by `npm start` yet: that comes with `MARKET_DATA=massive` wiring.
 */
export async function startMassiveStandIn(
  options: { port?: number; exchanges?: readonly RecordedExchange[] } = {},
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const replay = recordedFetch(options.exchanges ?? happyPath());
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const answer = url.searchParams.get('apiKey')
      ? replay.fetch(url)
      : Promise.resolve(
          Response.json(
            { status: 'ERROR', request_id: 'stand-in', error: 'Unknown API Key' },
            { status: 401 },
          ),
        );
    void answer.then(async (recorded) => {
      response.writeHead(recorded.status, Object.fromEntries(recorded.headers));
      response.end(Buffer.from(await recorded.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
