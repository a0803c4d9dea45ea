import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { waitFor } from './preflight';

const require = createRequire(import.meta.url);

/** maildev exports only its ESM entry (no `./package.json`), so its CLI is found on the module search paths. */
function maildevBin(): string {
  const bin = (require.resolve.paths('maildev') ?? [])
    .map((directory) => join(directory, 'maildev', 'dist', 'bin', 'maildev.js'))
    .find((candidate) => existsSync(candidate));
  if (!bin) throw new Error('maildev is not installed: run npm install');
  return bin;
}

/**
 * maildev in a child process: an SMTP server that keeps every message and a web inbox with a REST API
 * (`/api/email`), both on loopback only. Its cwd is its mail folder, so it finds no config file of ours, and the
 * mail it caught is still there after a restart. A child process keeps its web stack out of the handlers' process
 * and is stopped like cognito-local.
 */
export async function startMailDev(options: { smtpPort: number; webPort: number; mailDir: string }): Promise<{
  smtp: { host: string; port: number };
  webUrl: string;
  process: ChildProcess;
}> {
  mkdirSync(options.mailDir, { recursive: true });
  const entry = maildevBin();
  const child = spawn(
    process.execPath,
    [
      entry,
      '--smtp',
      String(options.smtpPort),
      '--web',
      String(options.webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      options.mailDir,
      '--silent',
    ],
    { cwd: options.mailDir, stdio: 'pipe' },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const webUrl = `http://127.0.0.1:${options.webPort}`;
  try {
    await waitFor('maildev', async () => {
      if (child.exitCode !== null) throw new Error(`maildev exited with ${child.exitCode}: ${output.trim()}`);
      const response = await fetch(`${webUrl}/api/healthz`);
      if (!response.ok) throw new Error(`status ${response.status}`);
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return { smtp: { host: '127.0.0.1', port: options.smtpPort }, webUrl, process: child };
}
