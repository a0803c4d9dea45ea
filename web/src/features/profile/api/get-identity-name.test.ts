import { describe, expect, it } from 'vitest';
import { nameClaimOf } from './get-identity-name';

const tokenWith = (claims: Record<string, unknown>) => {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const payload = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
};

describe('the name claim of an ID token', () => {
  it('reads the name, accents included', () => {
    expect(nameClaimOf(tokenWith({ email: 'e@x.test', name: 'Zoë Ångström' }))).toBe('Zoë Ångström');
  });

  it('has none when the token names nobody, or is not a token', () => {
    expect(nameClaimOf(tokenWith({ email: 'e@x.test' }))).toBeUndefined();
    expect(nameClaimOf(tokenWith({ name: '   ' }))).toBeUndefined();
    expect(nameClaimOf('not-a-token')).toBeUndefined();
    expect(nameClaimOf(undefined)).toBeUndefined();
  });
});
