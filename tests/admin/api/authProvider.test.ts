import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppApi } from '../../../src/admin/startApp';
import { type FakeHandler, fakeApi } from '../helpers/fakeApi';
import { makeToken } from '../helpers/token';

const setup = (routes: Record<string, FakeHandler>, { signedIn = true } = {}) => {
  const queryClient = new QueryClient();
  const api = createAppApi({ storage: localStorage, goToLogin: () => undefined, queryClient });
  const server = fakeApi(routes);
  api.http.defaults.adapter = server.adapter;
  if (signedIn)
    api.authStore.setAuth(makeToken({ sub: 'u-9', name: 'Vera', email: 'vera@example.com', role: 'VENDOR' }));
  return { ...api, server };
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('authProvider.login', () => {
  it('signs in with the returned token', async () => {
    const { authProvider, authStore, server } = setup(
      { 'POST /auth/login': () => [200, { token: makeToken({ name: 'Asha' }) }] },
      { signedIn: false },
    );

    await authProvider.login({ email: 'asha@example.com', password: 'secret1' });

    expect(server.callsTo('POST /auth/login')[0]?.body).toEqual({ email: 'asha@example.com', password: 'secret1' });
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, user: { name: 'Asha' } });
  });

  it("fails with the server's message", async () => {
    const { authProvider } = setup(
      { 'POST /auth/login': () => [401, { message: 'Invalid email or password' }] },
      { signedIn: false },
    );
    expect(await rejection(authProvider.login({ email: 'a@b.co', password: 'x' }))).toEqual(
      new Error('Invalid email or password'),
    );
  });

  it("fails with 'Login failed', not the client's own text, when the server sent no message", async () => {
    const down = setup({ 'POST /auth/login': () => [502, '<html>Bad gateway</html>'] }, { signedIn: false });
    expect(await rejection(down.authProvider.login({ email: 'a@b.co', password: 'x' }))).toEqual(
      new Error('Login failed'),
    );
    const offline = setup({}, { signedIn: false });
    offline.http.defaults.adapter = () => Promise.reject(new Error('Network Error'));
    expect(await rejection(offline.authProvider.login({ email: 'a@b.co', password: 'x' }))).toEqual(
      new Error('Login failed'),
    );
  });

  it("fails with 'Login failed' when the answer carries no token", async () => {
    const { authProvider, authStore } = setup({ 'POST /auth/login': () => [200, {}] }, { signedIn: false });
    expect(await rejection(authProvider.login({ email: 'a@b.co', password: 'x' }))).toEqual(new Error('Login failed'));
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});

describe('authProvider.signup', () => {
  const body = { name: 'Shop', email: 's@example.com', mobile: '9876543210', password: 'secret1' };

  it("fails with the server's message, else 'Signup failed'", async () => {
    const taken = setup(
      { 'POST /auth/vendor-signup': () => [409, { message: 'An account with this email already exists' }] },
      { signedIn: false },
    );
    expect(await rejection(taken.authProvider.signup(body))).toEqual(
      new Error('An account with this email already exists'),
    );
    const down = setup({ 'POST /auth/vendor-signup': () => [500, 'oops'] }, { signedIn: false });
    expect(await rejection(down.authProvider.signup(body))).toEqual(new Error('Signup failed'));
  });

  it('posts the form and signs the vendor in', async () => {
    const { authProvider, authStore, server } = setup(
      { 'POST /auth/vendor-signup': () => [201, { token: makeToken({ role: 'VENDOR' }) }] },
      { signedIn: false },
    );
    await authProvider.signup(body);
    expect(server.callsTo('POST /auth/vendor-signup')[0]?.body).toEqual(body);
    expect(authStore.getState().user?.role).toBe('VENDOR');
  });

  it("fails with the server's message, or 'Signup failed' when a success carries no token", async () => {
    const taken = setup(
      { 'POST /auth/vendor-signup': () => [409, { message: 'An account with this email already exists' }] },
      { signedIn: false },
    );
    expect(await rejection(taken.authProvider.signup(body))).toEqual(
      new Error('An account with this email already exists'),
    );
    const silent = setup({ 'POST /auth/vendor-signup': () => [200, { nothing: true }] }, { signedIn: false });
    expect(await rejection(silent.authProvider.signup(body))).toEqual(new Error('Signup failed'));
  });
});

describe('authProvider.logout (spec §4)', () => {
  it.each([
    ['succeeds', 204],
    ['fails', 500],
  ])('clears the query cache and auth when the call %s, and leads to /login', async (_outcome, status) => {
    const { authProvider, authStore, queryClient, server } = setup({ 'POST /auth/logout': () => [status, undefined] });
    queryClient.setQueryData(['dashboard', 'vendor'], { cached: true });

    expect(await authProvider.logout({})).toBe('/login');

    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['dashboard', 'vendor'])).toBeUndefined();
    expect(authStore.getState()).toMatchObject({ accessToken: null, user: null, isAuthenticated: false });
  });

  it('clears everything when the server cannot be reached at all', async () => {
    const { authProvider, authStore, queryClient, http } = setup({});
    http.defaults.adapter = () => Promise.reject(new Error('Network Error'));
    queryClient.setQueryData(['anything'], 1);

    await authProvider.logout({});

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});

describe('authProvider checks', () => {
  it('checkAuth passes with a session and sends to /login without one', async () => {
    const { authProvider, authStore } = setup({});
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    authStore.clearAuth();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('checkError logs out on 401 only; a 403 refuses one call, not the session', async () => {
    const { authProvider, dataProvider } = setup({
      'GET /dashboard/vendor-dashboard': () => [403, { message: 'Please change your password before continuing' }],
    });
    const forbidden = await rejection(dataProvider.getVendorDashboard());
    await expect(authProvider.checkError(forbidden)).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('gives the identity, the role as permissions, and access per spec §6', async () => {
    const { authProvider } = setup({});
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'u-9',
      fullName: 'Vera',
      email: 'vera@example.com',
    });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('VENDOR');
    await expect(authProvider.canAccess?.({ action: 'list', resource: 'materials' })).resolves.toBe(true);
    await expect(authProvider.canAccess?.({ action: 'list', resource: 'equipments' })).resolves.toBe(false);
  });

  it('changePassword posts the password and stores the fresh token', async () => {
    const { authProvider, authStore, server } = setup({
      'POST /auth/change-password': () => [200, { token: makeToken({ role: 'VENDOR' }) }],
    });
    authStore.setAuth(makeToken({ role: 'VENDOR', mustChangePassword: true }));

    await authProvider.changePassword({ password: 'brand-new' });

    expect(server.callsTo('POST /auth/change-password')[0]?.body).toEqual({ password: 'brand-new' });
    expect(authStore.getState().mustChangePassword).toBe(false);
  });

  it('changePassword sends the current password when it is given', async () => {
    const { authProvider, server } = setup({
      'POST /auth/change-password': () => [200, { token: makeToken({ role: 'VENDOR' }) }],
    });
    await authProvider.changePassword({ password: 'brand-new', currentPassword: 'old-one' });
    expect(server.callsTo('POST /auth/change-password')[0]?.body).toEqual({
      password: 'brand-new',
      currentPassword: 'old-one',
    });
  });
});

describe("react-admin's cached auth answers", () => {
  const access = ['auth', 'canAccess', { resource: 'materials', action: 'list' }];

  it('survive a renewal of the same session', () => {
    const { authStore, queryClient } = setup({});
    queryClient.setQueryData(access, true);
    authStore.setAuth(makeToken({ sub: 'u-9', name: 'Vera', email: 'vera@example.com', role: 'VENDOR' }));
    expect(queryClient.getQueryData(access)).toBe(true);
  });

  it('are not inherited by whoever signs in next', () => {
    const { authStore, queryClient } = setup({});
    queryClient.setQueryData(access, true);
    authStore.setAuth(makeToken({ name: 'Asha', email: 'asha@example.com', role: 'ADMIN' }));
    expect(queryClient.getQueryData(access)).toBeUndefined();
  });

  it('end with the session', () => {
    const { authStore, queryClient } = setup({});
    queryClient.setQueryData(access, true);
    authStore.clearAuth();
    expect(queryClient.getQueryData(access)).toBeUndefined();
  });
});
