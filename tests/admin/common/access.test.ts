import { describe, expect, it } from 'vitest';
import { canAccess, resolveScreen, type Visitor } from '../../../src/admin/common/access';
import { SCREENS } from '../../../src/admin/screens';
import { ROLES } from '../../../src/shared/contract/common';
import { SPEC_ROUTES } from '../helpers/specScreens';

describe('canAccess (spec §6)', () => {
  it.each(SPEC_ROUTES.flatMap(([path, allowed]) => ROLES.map((role) => [path, role, allowed.includes(role)] as const)))(
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
});

describe('resolveScreen (spec §2, §4)', () => {
  const admin: Visitor = { role: 'ADMIN', mustChangePassword: false };
  const vendor: Visitor = { role: 'VENDOR', mustChangePassword: false };

  it('sends a signed-out visitor of a spec route to /login', () => {
    expect(resolveScreen('/', null)).toBe('login');
    expect(resolveScreen('/equipments', null)).toBe('login');
  });

  it('sends a role to /unauthorized from a spec route it may not open, built or not', () => {
    expect(resolveScreen('/equipments', vendor)).toBe('unauthorized');
    expect(resolveScreen('/vendor-orders', admin)).toBe('unauthorized');
    expect(resolveScreen('/', { role: 'CUSTOMER', mustChangePassword: false })).toBe('unauthorized');
  });

  const unbuilt = SCREENS.find((screen) => !screen.views && screen.roles.includes('ADMIN'));
  it.skipIf(!unbuilt)('shows not-found for a route the role may open but that is not built yet', () => {
    expect(resolveScreen(unbuilt!.path, admin)).toBe('not-found');
    expect(resolveScreen(`${unbuilt!.path}/7`, admin)).toBe('not-found');
  });

  it('shows a built screen, and the pages under it', () => {
    expect(resolveScreen('/equipments', admin)).toBe('show');
    expect(resolveScreen('/equipments/7', admin)).toBe('show');
  });

  it('shows not-found for unknown paths to anyone', () => {
    expect(resolveScreen('/nope', null)).toBe('not-found');
    expect(resolveScreen('/nope', admin)).toBe('not-found');
  });

  it('keeps a user who must change the password on /change-password', () => {
    const forced: Visitor = { role: 'VENDOR', mustChangePassword: true };
    expect(resolveScreen('/', forced)).toBe('change-password');
    expect(resolveScreen('/change-password', forced)).toBe('show');
  });
});
