import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertJavaInstalled, assertPortFree, freePort, StartupError } from './preflight';

describe('start-up preflight', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('explains how to install Java when there is none on the PATH', () => {
    process.env.PATH = '/nonexistent';
    expect(() => assertJavaInstalled()).toThrow(StartupError);
    expect(() => assertJavaInstalled()).toThrow(/Java was not found.*openjdk-17-jre-headless/);
  });

  it('names the part and the variable to change when its port is taken', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    try {
      await expect(assertPortFree(port, 'DynamoDB Local', 'DYNAMODB_PORT')).rejects.toThrow(
        `Port ${port} is already in use, so DynamoDB Local cannot start. Stop whatever uses it (is another npm start running?) or choose another port: DYNAMODB_PORT=<port> npm start`,
      );
    } finally {
      server.close();
    }
  });

  it('hands out free ports below the ephemeral range, where no outgoing connection can take them', async () => {
    // Act
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    // Assess: each is below 32768 and can be listened on.
    expect(ports.every((port) => port >= 20_000 && port < 32_768)).toBe(true);
    for (const port of ports.slice(0, 5)) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, () => resolve());
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
