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

/** A port the OS says is free right now (tests start the stack on these). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
