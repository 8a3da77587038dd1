import { describe, expect, it } from 'vitest';
import { canAccess, resolveScreen, type Visitor } from '../../../src/admin/common/access';
import { resources } from '../../../src/admin/resources';
import { ROLES, type Role } from '../../../src/shared/contract/common';

/** Spec §2 route table and §6: who may open what. */
const table: Array<[string, Role[]]> = [
  ['/', ['ADMIN', 'VENDOR']],
  ['/change-password', ['ADMIN', 'VENDOR']],
  ['/equipments', ['ADMIN']],
  ['/equipment-rentals', ['ADMIN']],
  ['/materials', ['ADMIN', 'VENDOR']],
  ['/categories', ['ADMIN']],
  ['/material-orders', ['ADMIN']],
  ['/service-provider', ['ADMIN']],
  ['/service-bookings', ['ADMIN']],
  ['/notifications', ['ADMIN']],
  ['/seller-requests', ['ADMIN']],
  ['/vendor-orders', ['VENDOR']],
];

describe('canAccess (spec §6)', () => {
  it.each(table.flatMap(([path, allowed]) => ROLES.map((role) => [path, role, allowed.includes(role)] as const)))(
    '%s for %s: %s',
    (path, role, expected) => {
      expect(canAccess(role, path)).toBe(expected);
    },
  );

  it('covers the pages under a route', () => {
    expect(canAccess('ADMIN', '/equipments/42/edit')).toBe(true);
    expect(canAccess('VENDOR', '/equipments/42')).toBe(false);
    expect(canAccess('VENDOR', '/equipments-and-more')).toBe(false);
  });

  it('opens the public routes to everyone, signed in or not', () => {
    for (const path of ['/login', '/signup', '/unauthorized']) {
      expect(canAccess(undefined, path)).toBe(true);
      expect(canAccess('CUSTOMER', path)).toBe(true);
    }
  });

  it('refuses the protected routes when signed out, and paths the table does not name', () => {
    expect(canAccess(undefined, '/')).toBe(false);
    expect(canAccess('ADMIN', '/nope')).toBe(false);
  });

  it('agrees with the roles each registered resource is shown to', () => {
    for (const resource of resources) {
      for (const role of resource.roles) expect(canAccess(role, `/${resource.name}`)).toBe(true);
    }
  });
});

describe('resolveScreen (spec §2, §4)', () => {
  const admin: Visitor = { role: 'ADMIN', mustChangePassword: false };
  const vendor: Visitor = { role: 'VENDOR', mustChangePassword: false };
  const built = ['/', '/change-password'];

  it('sends a signed-out visitor of a spec route to /login', () => {
    expect(resolveScreen('/', null, built)).toBe('login');
    expect(resolveScreen('/equipments', null, built)).toBe('login');
  });

  it('sends a role to /unauthorized from a spec route it may not open, built or not', () => {
    expect(resolveScreen('/equipments', vendor, built)).toBe('unauthorized');
    expect(resolveScreen('/vendor-orders', admin, built)).toBe('unauthorized');
    expect(resolveScreen('/', { role: 'CUSTOMER', mustChangePassword: false }, built)).toBe('unauthorized');
  });

  it('shows not-found for a route the role may open but that is not built yet', () => {
    expect(resolveScreen('/equipments', admin, built)).toBe('not-found');
    expect(resolveScreen('/equipments', admin, [...built, '/equipments'])).toBe('show');
  });

  it('shows not-found for unknown paths to anyone', () => {
    expect(resolveScreen('/nope', null, built)).toBe('not-found');
    expect(resolveScreen('/nope', admin, built)).toBe('not-found');
  });

  it('keeps a user who must change the password on /change-password', () => {
    const forced: Visitor = { role: 'VENDOR', mustChangePassword: true };
    expect(resolveScreen('/', forced, built)).toBe('change-password');
    expect(resolveScreen('/change-password', forced, built)).toBe('show');
  });
});
