import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureXsrfSecret } from './xsrf-key';

const folders: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'thetix-xsrf-key-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('local XSRF key', () => {
  it('is generated once into the data folder (mode 600) and kept across starts', () => {
    // Prepare
    const file = join(scratch(), 'nested', 'xsrf-key.json');

    // Act
    const first = ensureXsrfSecret(file);
    const second = ensureXsrfSecret(file);

    // Assess
    expect(first.XSRF_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('replaces a damaged file with a new key', () => {
    // Prepare
    const file = join(scratch(), 'xsrf-key.json');
    writeFileSync(file, '{"XSRF_SECRET":"short"}');

    // Act
    const key = ensureXsrfSecret(file);

    // Assess
    expect(key.XSRF_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(key);
  });
});
