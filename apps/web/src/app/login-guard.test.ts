import { describe, expect, it } from 'vitest';
import { loginPathFor, routeRequiresLogin } from './login-guard.ts';

describe('the login guard', () => {
  it('reads requiresLogin from any matched route handle', () => {
    expect(routeRequiresLogin([{ handle: undefined }, { handle: { requiresLogin: true } }])).toBe(true);
    expect(routeRequiresLogin([{ handle: { shell: {} } }, {}])).toBe(false);
  });
  it('sends to /login with the way back', () => {
    expect(loginPathFor('/onlineCheckout', '')).toBe('/login?isBeFrom=onlineCheckout');
    expect(loginPathFor('/account/orders', '?page=2')).toBe('/login?isBeFrom=account%2Forders%3Fpage%3D2');
  });
});
