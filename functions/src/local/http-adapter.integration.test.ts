import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stack } from '../testing/stack-client';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 client over one raw socket, so a test controls exactly what goes on the wire (malformed paths that
 * fetch would normalise, an oversized body) and can send a second request on the same keep-alive connection.
 */
function rawConnection(): Promise<{
  socket: Socket;
  send(head: string, body?: Buffer): Promise<RawResponse>;
}> {
  const url = new URL(stack().urls.http);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => {
      let buffered: Buffer = Buffer.alloc(0);
      let waiting: ((response: RawResponse) => void) | undefined;
      let failing: ((error: Error) => void) | undefined;
      const tryParse = () => {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0 || !waiting) return;
        const [statusLine = '', ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const framed = readBody(buffered.subarray(end + 4), headers);
        if (!framed) return;
        const { body, rest } = framed;
        buffered = rest;
        const done = waiting;
        waiting = undefined;
        done({ status: Number(statusLine.split(' ')[1]), headers, body });
      };
      socket.on('data', (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        tryParse();
      });
      socket.on('error', (error) => failing?.(error));
      socket.on('close', () => failing?.(new Error('connection closed before a response')));
      resolve({
        socket,
        send: (head, body) =>
          new Promise((resolveResponse, rejectResponse) => {
            waiting = resolveResponse;
            failing = rejectResponse;
            socket.write(`${head}\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`);
            if (body) socket.write(body);
          }),
      });
    });
    socket.once('error', reject);
  });
}

/** The body framed by content-length or chunked transfer coding; undefined until all of it has arrived. */
function readBody(data: Buffer, headers: Record<string, string>): { body: string; rest: Buffer } | undefined {
  if (headers['transfer-encoding'] !== 'chunked') {
    const length = Number(headers['content-length'] ?? 0);
    if (data.length < length) return undefined;
    return { body: data.subarray(0, length).toString('utf8'), rest: data.subarray(length) };
  }
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (data.length < lineEnd + 2 + size + 2) return undefined;
    if (size === 0) return { body: Buffer.concat(parts).toString('utf8'), rest: data.subarray(lineEnd + 4) };
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy();
});

async function connection() {
  const opened = await rawConnection();
  open.push(opened.socket);
  return opened;
}

describe('local HTTP adapter: malformed path parameters (issue 20 item 1)', () => {
  // Before the fix each answered 502: decodeURIComponent threw inside route matching.
  it.each(['%ZZ', '%', '%E0%A4%A', '%C0%AE%C0%AE', '%uFFFF'])(
    'answers GET /api/price/%s with 400 and a JSON message naming the parameter',
    async (raw) => {
      // Prepare
      const { send } = await connection();
      // Act
      const response = await send(`GET /api/price/${raw} HTTP/1.1`);
      // Assess
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(JSON.parse(response.body)).toEqual({
        message: `Path parameter {ticker} is not valid percent-encoding (UTF-8): ${raw}`,
        code: 'BAD_REQUEST',
      });
    },
  );

  it('answers 400 on a route with two parameters and a public one too', async () => {
    const { send } = await connection();
    const first = await send('DELETE /api/sandbox/connections/%E0%A4%A HTTP/1.1');
    const second = await send('GET /api/companies/%C0%AE%C0%AE HTTP/1.1');
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(JSON.parse(first.body)).toMatchObject({ message: expect.stringContaining('{id}') });
  });
});

describe('local HTTP adapter: a body over 6 MB (issue 20 item 3)', () => {
  it('answers 413 and the next request on the same keep-alive connection works', async () => {
    // Prepare
    const { send } = await connection();
    const body = Buffer.alloc(7 * 1024 * 1024, 'a');
    // Act
    const tooLarge = await send(
      [
        'POST /api/public/covered-call-calculator HTTP/1.1',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
      ].join('\r\n'),
      body,
    );
    const next = await send('GET /api/health HTTP/1.1');
    // Assess
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toEqual({
      message: 'Request body is larger than 6 MB',
      code: 'BAD_REQUEST',
    });
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toMatchObject({ status: 'ok' });
  });
});
