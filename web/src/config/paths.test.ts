import { describe, expect, it } from 'vitest';
import { isSignedInArea, paths } from './paths';

describe('paths', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/position/AAPL/history', true],
    ['/profile/accounts/acc-1', true],
    ['/onboarding/steps', true],
    ['/', false],
    ['/thetix', false],
    ['/public/thetix/collection-1', false],
    ['/dashboards', false],
  ])('treats %s as a signed-in area: %s', (pathname, expected) => {
    // Act
    const result = isSignedInArea(pathname);

    // Assess
    expect(result).toBe(expected);
  });

  it('encodes parameters into links that match their route pattern', () => {
    // Act
    const href = paths.position.history.getHref('BRK/B');

    // Assess
    expect(href).toBe('/dashboard/position/BRK%2FB/history');
    expect(paths.position.history.path).toBe('/dashboard/position/:ticker/history');
  });
});
