import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A start-up problem the user can fix: printed as one clear line, never as a stack trace. */
export class StartupError extends Error {}

export function assertJavaInstalled(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new StartupError(
      'Java was not found. DynamoDB Local (the local table engine) needs a Java runtime 17 or newer: ' +
        'install one (Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run npm start again.',
    );
  }
}

/** Fails with the name of the part and the variable that moves it when the port is taken. */
export async function assertPortFree(port: number, part: string, variable: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartupError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use, so ${part} cannot start. Stop whatever uses it (is another npm start running?) or choose another port: ${variable}=<port> npm start`
            : `Cannot listen on port ${port} for ${part}: ${error.message}`,
        ),
      );
    });
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * Ports handed out by `freePort`: below Linux's ephemeral range (32768-60999), where the OS never puts the local
 * end of an outgoing connection. A port the OS chose (`listen(0)`) is an ephemeral one, so between the check and the
 * part's own listen, a connection of another part (DynamoDB Local's, the SDK's) could take it: the hardening suite's
 * stack once failed with EADDRINUSE that way.
 */
const FREE_PORT_RANGE = { from: 20_000, to: 32_000 } as const;

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // No host: the dual-stack address the local parts listen on, so a listener on either family is seen.
    server.listen(port, () => server.close(() => resolve(true)));
  });

/** A port free right now and out of the ephemeral range (tests, benches and Lighthouse start stacks on these). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port =
      FREE_PORT_RANGE.from + Math.floor(Math.random() * (FREE_PORT_RANGE.to - FREE_PORT_RANGE.from));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${FREE_PORT_RANGE.from} and ${FREE_PORT_RANGE.to} after 100 tries`);
}

/** Free ports for every part of a local stack (tests and benches that run one beside `npm start`). */
export async function freeStackPorts() {
  return {
    http: await freePort(),
    dynamodb: await freePort(),
    sqs: await freePort(),
    cognito: await freePort(),
    mailSmtp: await freePort(),
    mailWeb: await freePort(),
  };
}

export async function waitFor<T>(what: string, attempt: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new StartupError(
    `${what} did not become ready within ${timeoutMs / 1000} s: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
  );
}
