import { describe, expect, it } from 'vitest';
import { guardVerdict, holdsRole, loginPathFor, routeRequiresLogin, routeStaffNeed } from './route-guard.ts';

describe('the route guard', () => {
  it('reads requiresLogin from any matched route handle', () => {
    expect(routeRequiresLogin([{ handle: undefined }, { handle: { requiresLogin: true } }])).toBe(true);
    expect(routeRequiresLogin([{ handle: { shell: {} } }, {}])).toBe(false);
  });
  it('sends to /login with the way back', () => {
    expect(loginPathFor('/onlineCheckout', '')).toBe('/login?isBeFrom=onlineCheckout');
    expect(loginPathFor('/account/orders', '?page=2')).toBe('/login?isBeFrom=account%2Forders%3Fpage%3D2');
  });
  it('passes, sends to log in or refuses by one rule', () => {
    const nobody = { memberToken: null, staffRole: null };
    expect(guardVerdict(null, nobody)).toBe('pass');
    expect(guardVerdict({ member: true }, nobody)).toBe('login');
    expect(guardVerdict({ member: true }, { memberToken: 't', staffRole: null })).toBe('pass');
    expect(guardVerdict({ staffRoles: [2] }, nobody)).toBe('login');
    expect(guardVerdict({ staffRoles: [2] }, { memberToken: 't', staffRole: null })).toBe('login');
    expect(guardVerdict({ staffRoles: [2, 6] }, { memberToken: null, staffRole: 6 })).toBe('pass');
    expect(guardVerdict({ staffRoles: [2] }, { memberToken: null, staffRole: 5 })).toBe('refused');
  });
  it("reads the innermost route's staff roles and an account's roles", () => {
    expect(routeStaffNeed([{ handle: { roleCodeList: [3] } }, { handle: { roleCodeList: [2] } }])).toEqual({ staffRoles: [2] });
    expect(routeStaffNeed([{ handle: { roleCodeList: [3] } }, { handle: {} }])).toBeNull();
    expect(routeStaffNeed([])).toBeNull();
    expect(holdsRole([2, 5], [5, 6])).toBe(true);
    expect(holdsRole([2], [5, 6])).toBe(false);
  });
});
