import { describe, expect, it } from 'vitest';
import { securityWarnings, type BrowserSecurityFacts } from './security-warnings';

const createFacts = (overrides: Partial<BrowserSecurityFacts> = {}): BrowserSecurityFacts => ({
  protocol: 'https:',
  hostname: 'thetix.app',
  hasCrypto: true,
  storageWorks: true,
  ...overrides,
});

describe('admin security warnings (spec part 1 §6)', () => {
  it('has none on HTTPS with crypto and storage', () => {
    expect(securityWarnings(createFacts())).toEqual([]);
  });

  it('accepts plain HTTP on localhost only', () => {
    expect(securityWarnings(createFacts({ protocol: 'http:', hostname: 'localhost' }))).toEqual([]);
    expect(securityWarnings(createFacts({ protocol: 'http:', hostname: '127.0.0.1' }))).toEqual([]);
    expect(securityWarnings(createFacts({ protocol: 'http:' }))).toEqual([
      'This admin session is not served over HTTPS.',
    ]);
  });

  it('warns when crypto is missing or storage fails', () => {
    expect(securityWarnings(createFacts({ hasCrypto: false, storageWorks: false }))).toHaveLength(2);
  });
});
