import { isAxiosError } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from '../../../src/admin/api/authStorage';
import { createHttpClient } from '../../../src/admin/api/httpClient';
import { deferred, type FakeHandler, type FakeReply, fakeApi } from '../helpers/fakeApi';
import { makeToken } from '../helpers/token';

const oldToken = makeToken({ name: 'Old Name' });
const newToken = makeToken({ name: 'New Name' });
const expired: FakeReply = [401, { message: 'Your session has expired, please sign in again' }];

/** GET /things answers only the renewed token. */
const thingsNeedNewToken: FakeHandler = ({ authorization }) =>
  authorization === `Bearer ${newToken}` ? [200, { data: 'things' }] : expired;

const setup = (routes: Record<string, FakeHandler>, { token = oldToken }: { token?: string | null } = {}) => {
  const authStore = createAuthStore(localStorage);
  if (token) authStore.setAuth(token);
  const goToLogin = vi.fn();
  const { http, startSession } = createHttpClient({ authStore, goToLogin });
  const api = fakeApi({ 'POST /auth/refresh-token': () => [200, { token: newToken }], ...routes });
  http.defaults.adapter = api.adapter;
  return { authStore, goToLogin, http, startSession, api };
};

const statusOfFailure = async (request: Promise<unknown>) => {
  const error: unknown = await request.then(
    () => 'resolved',
    (reason: unknown) => reason,
  );
  if (!isAxiosError(error)) throw new Error(`expected an axios error, got ${String(error)}`);
  return { status: error.response?.status, url: error.config?.url };
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the http client', () => {
  it('calls /api/v1 with credentials and the bearer of the held token', async () => {
    const { http, api } = setup({ 'GET /things': () => [200, { data: 1 }] });
    await http.get('/things');
    expect(http.defaults.baseURL).toBe('/api/v1');
    expect(http.defaults.withCredentials).toBe(true);
    expect(api.callsTo('GET /things')[0]?.authorization).toBe(`Bearer ${oldToken}`);
  });

  it('sends no bearer when no token is held', async () => {
    const { http, api } = setup({ 'GET /things': () => [200, {}] }, { token: null });
    await http.get('/things');
    expect(api.callsTo('GET /things')[0]?.authorization).toBeUndefined();
  });
});

describe('session renewal on 401 (spec §8)', () => {
  it('renews once, stores the new token and user, and repeats the request once with the new bearer', async () => {
    const { http, api, authStore } = setup({ 'GET /things': thingsNeedNewToken });

    const response = await http.get('/things');

    expect(response.data).toEqual({ data: 'things' });
    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(api.callsTo('GET /things').map((call) => call.authorization)).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(authStore.getState()).toMatchObject({
      accessToken: newToken,
      isAuthenticated: true,
      user: { name: 'New Name', email: 'asha@example.com', role: 'ADMIN' },
    });
  });

  it('does not renew a request that was already repeated', async () => {
    const { http, api } = setup({ 'GET /things': () => expired });

    expect(await statusOfFailure(http.get('/things'))).toEqual({ status: 401, url: '/things' });
    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(api.callsTo('GET /things')).toHaveLength(2);
  });

  it('does not renew when the refresh-token call itself is refused', async () => {
    const { http, api } = setup({ 'POST /auth/refresh-token': () => expired });

    expect(await statusOfFailure(http.post('/auth/refresh-token'))).toMatchObject({ status: 401 });
    expect(api.requests).toHaveLength(1);
  });

  it('does not renew when the login call is refused', async () => {
    const { http, api } = setup({ 'POST /auth/login': () => [401, { message: 'Invalid email or password' }] });

    expect(await statusOfFailure(http.post('/auth/login', {}))).toMatchObject({ status: 401 });
    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(0);
  });

  it.each(['/login', '/auth/callback'])('does not renew while the page is %s', async (page) => {
    window.history.replaceState(null, '', page);
    const { http, api } = setup({ 'GET /things': thingsNeedNewToken });

    expect(await statusOfFailure(http.get('/things'))).toMatchObject({ status: 401 });
    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(0);
  });

  it('does not renew when no access token is held', async () => {
    const { http, api } = setup({ 'GET /things': thingsNeedNewToken }, { token: null });

    expect(await statusOfFailure(http.get('/things'))).toMatchObject({ status: 401 });
    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(0);
  });

  it.each([403, 404, 500])('passes a %i on without renewing', async (status) => {
    const { http, api } = setup({ 'GET /things': () => [status, { message: 'no' }] });

    expect(await statusOfFailure(http.get('/things'))).toMatchObject({ status });
    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(0);
  });

  it('shares one refresh between concurrent 401s, then repeats each request', async () => {
    const refreshReply = deferred<FakeReply>();
    const { http, api } = setup({
      'GET /things': thingsNeedNewToken,
      'GET /other': ({ authorization }) => (authorization === `Bearer ${newToken}` ? [200, 'other'] : expired),
      'POST /auth/refresh-token': () => refreshReply.promise,
    });

    const requests = Promise.all([http.get('/things'), http.get('/other'), http.get('/things')]);
    await vi.waitFor(() => expect(api.requests).toHaveLength(4));
    refreshReply.resolve([200, { token: newToken }]);
    const responses = await requests;

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(api.callsTo('GET /things')).toHaveLength(4);
    expect(api.callsTo('GET /other')).toHaveLength(2);
  });

  it('when the refresh fails: clears auth, goes to /login and passes the error on', async () => {
    const { http, api, authStore, goToLogin } = setup({
      'GET /things': thingsNeedNewToken,
      'POST /auth/refresh-token': () => [401, { message: 'Invalid refresh token' }],
    });

    expect(await statusOfFailure(http.get('/things'))).toEqual({ status: 401, url: '/things' });
    expect(authStore.getState()).toMatchObject({ accessToken: null, user: null, isAuthenticated: false });
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(api.callsTo('GET /things')).toHaveLength(1);
  });

  it('does not go to /login again when the page is already there once the refresh fails', async () => {
    const refreshReply = deferred<FakeReply>();
    const { http, api, goToLogin } = setup({
      'GET /things': thingsNeedNewToken,
      'POST /auth/refresh-token': () => refreshReply.promise,
    });

    const request = statusOfFailure(http.get('/things'));
    await vi.waitFor(() => expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(1));
    window.history.replaceState(null, '', '/login');
    refreshReply.resolve([500, { message: 'down' }]);

    expect(await request).toMatchObject({ status: 401 });
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe('app start (spec §4)', () => {
  it('renews a stored session with a refresh and ends the loading', async () => {
    createAuthStore(localStorage).setAuth(oldToken);
    const { startSession, authStore, api } = setup({}, { token: null });
    expect(authStore.getState()).toMatchObject({ accessToken: oldToken, isLoading: true });

    await startSession();

    expect(api.callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({ accessToken: newToken, isAuthenticated: true, isLoading: false });
  });

  it('makes no call without a stored session, and ends the loading signed out', async () => {
    const { startSession, authStore, api } = setup({}, { token: null });

    await startSession();

    expect(api.requests).toHaveLength(0);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('clears auth silently when the refresh fails', async () => {
    const { startSession, authStore, goToLogin } = setup({
      'POST /auth/refresh-token': () => [401, { message: 'No refresh token' }],
    });

    await startSession();

    expect(authStore.getState()).toMatchObject({ accessToken: null, isAuthenticated: false, isLoading: false });
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
