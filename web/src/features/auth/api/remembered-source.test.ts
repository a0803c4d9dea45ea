// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localStorageKeys } from '../../../config/local-storage-keys';
import { readRememberedSource } from './remembered-source';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === localStorageKeys.landingPageSource ? value : null),
});

describe('remembered source', () => {
  it.each([
    ['/', '/'],
    ['/thetix?ref=hero', '/thetix?ref=hero'],
    ['/blog/covered-calls-101', '/blog/covered-calls-101'],
    [null, undefined],
    ['https://evil.example/', undefined],
    ['//evil.example/', undefined],
    ['/\\evil.example', undefined],
    ['/login', undefined],
    ['/auth/callback', undefined],
  ])('reads %j as %j', (stored, expected) => {
    expect(readRememberedSource(storageWith(stored))).toBe(expected);
  });

  it('treats storage that throws (private mode) as nothing remembered', () => {
    // Prepare
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };

    // Act
    const source = readRememberedSource(storage);

    // Assess
    expect(source).toBeUndefined();
  });
});
