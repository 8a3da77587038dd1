import { describe, expect, it } from 'vitest';
import { createAuthStore, displayName } from '../../../src/admin/api/authStorage';
import { AUTH_STORAGE_KEY } from '../../../src/shared/constants';
import { makeToken } from '../helpers/token';

describe('the auth store (spec §3, §4)', () => {
  it('starts signed out and loading', () => {
    expect(createAuthStore(localStorage).getState()).toEqual({
      accessToken: null,
      user: null,
      isAuthenticated: false,
      isLoading: true,
      mustChangePassword: false,
      language: 'en',
    });
  });

  it('persists only the token, the user and the flag under auth-storage', () => {
    const token = makeToken({ name: 'Vera', email: 'vera@example.com', role: 'VENDOR' });
    createAuthStore(localStorage).setAuth(token);

    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      state: {
        accessToken: token,
        user: { name: 'Vera', email: 'vera@example.com', role: 'VENDOR' },
        isAuthenticated: true,
      },
      version: 0,
    });
  });

  it('restores the persisted session, with the forced password change read from the token', () => {
    createAuthStore(localStorage).setAuth(makeToken({ mustChangePassword: true }));

    expect(createAuthStore(localStorage).getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: true,
      mustChangePassword: true,
      user: { role: 'ADMIN' },
    });
  });

  it('clearing removes token and user and ends the loading', () => {
    const store = createAuthStore(localStorage);
    store.setAuth(makeToken());
    store.clearAuth();

    expect(store.getState()).toMatchObject({ accessToken: null, user: null, isAuthenticated: false, isLoading: false });
    expect(createAuthStore(localStorage).getState().isAuthenticated).toBe(false);
  });

  it('refuses a token without the claims the admin reads', () => {
    const store = createAuthStore(localStorage);
    expect(() => store.setAuth(makeToken({ role: undefined }))).toThrow();
    expect(() => store.setAuth('not-a-jwt')).toThrow();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('ignores a damaged stored value', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"state":');
    expect(createAuthStore(localStorage).getState().isAuthenticated).toBe(false);
  });

  it('names the user by name, else the first letter of the email, else U', () => {
    expect(displayName({ name: 'Asha', email: 'asha@example.com' })).toBe('Asha');
    expect(displayName({ name: ' ', email: 'asha@example.com' })).toBe('A');
    expect(displayName({ name: '', email: '' })).toBe('U');
    expect(displayName(null)).toBe('U');
  });
});
