import { describe, expect, it } from 'vitest';
import { type AuthUser, allowedBeforePasswordChange, decideAccess } from '../../src/server/auth/access';
import type { Role } from '../../src/shared/contract/common';

const user = (role: Role, mustChangePassword = false): AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  role,
  name: `${role} user`,
  email: `${role.toLowerCase()}@test.example`,
  vendorId: role === 'VENDOR' ? '00000000-0000-4000-8000-000000000002' : undefined,
  mustChangePassword,
});

const url = '/api/v1/dashboard/vendor-dashboard';

describe('decideAccess', () => {
  it('refuses a route that declares no access, whoever calls it', () => {
    expect(decideAccess(undefined, null, url)).toBe('undeclared');
    for (const role of ['ADMIN', 'VENDOR', 'CUSTOMER'] as const) {
      expect(decideAccess(undefined, user(role), url)).toBe('undeclared');
    }
  });

  it('lets anyone call a public route, with or without a user', () => {
    expect(decideAccess('public', null, '/api/v1/auth/login')).toBe('allow');
    expect(decideAccess('public', user('CUSTOMER'), '/api/v1/auth/login')).toBe('allow');
  });

  it('asks for a sign-in on a role route without a user', () => {
    expect(decideAccess(['ADMIN'], null, url)).toBe('anonymous');
    expect(decideAccess(['ADMIN', 'VENDOR', 'CUSTOMER'], null, url)).toBe('anonymous');
  });

  it('allows exactly the listed roles', () => {
    expect(decideAccess(['VENDOR'], user('VENDOR'), url)).toBe('allow');
    expect(decideAccess(['VENDOR'], user('ADMIN'), url)).toBe('role');
    expect(decideAccess(['VENDOR'], user('CUSTOMER'), url)).toBe('role');
    expect(decideAccess(['ADMIN', 'VENDOR'], user('ADMIN'), url)).toBe('allow');
    expect(decideAccess(['ADMIN', 'VENDOR'], user('CUSTOMER'), url)).toBe('role');
  });

  it('refuses every role on an empty role list', () => {
    for (const role of ['ADMIN', 'VENDOR', 'CUSTOMER'] as const) expect(decideAccess([], user(role), url)).toBe('role');
  });

  it('sends an account with a generated password to change it first', () => {
    expect(decideAccess(['VENDOR'], user('VENDOR', true), url)).toBe('password-change');
    expect(decideAccess(['ADMIN', 'VENDOR'], user('VENDOR', true), '/api/v1/auth/change-password')).toBe('allow');
    expect(decideAccess(['ADMIN', 'VENDOR'], user('VENDOR', true), '/api/v1/auth/logout')).toBe('allow');
  });

  it('lets only change-password and logout through before the change', () => {
    expect([...allowedBeforePasswordChange].sort()).toEqual(['/api/v1/auth/change-password', '/api/v1/auth/logout']);
    // A look-alike path is not the change-password route.
    expect(decideAccess(['VENDOR'], user('VENDOR', true), '/api/v1/auth/change-password/x')).toBe('password-change');
  });

  it('checks the role before the pending password change', () => {
    expect(decideAccess(['ADMIN'], user('VENDOR', true), url)).toBe('role');
  });

  it('does not hold back a public route for a pending password change', () => {
    expect(decideAccess('public', user('VENDOR', true), '/api/v1/auth/refresh-token')).toBe('allow');
  });
});
