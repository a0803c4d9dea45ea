import { describe, expect, it } from 'vitest';
import { apiRoutes, buildPath, routeKey } from './api-routes';

describe('apiRoutes', () => {
  it('has no route twice', () => {
    const keys = apiRoutes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every route under /api/ or /auth/ so CloudFront sends it to API Gateway', () => {
    for (const route of apiRoutes) expect(route.path).toMatch(/^\/(api|auth)\//);
  });

  it('makes the seat count and health public and the profile private', () => {
    const access = Object.fromEntries(apiRoutes.map((route) => [routeKey(route), route.access]));
    expect(access['GET /api/public/seats']).toBe('public');
    expect(access['GET /api/health']).toBe('public');
    expect(access['GET /api/profile']).toBe('user');
  });

  it('makes sign-in optional only for the XSRF token, which is signed for the bearer when one is sent', () => {
    const optional = apiRoutes.filter((route) => route.access === 'optional').map(routeKey);
    expect(optional).toEqual(['GET /api/token']);
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/accounts/{id}/name', { id: 'a b/c' })).toBe('/api/accounts/a%20b%2Fc/name');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('/api/accounts/{id}', {})).toThrow('Missing path parameter "id"');
  });
});
