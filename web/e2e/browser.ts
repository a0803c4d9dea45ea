import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

/** Debian's Chromium (installed by .ci/run); CHROMIUM_PATH points elsewhere if needed. Never a downloaded browser. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run .ci/run, or apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
