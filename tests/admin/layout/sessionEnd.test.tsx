import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR' });
const expired = { message: 'Your session has expired, please sign in again' };

describe('the end of a session', () => {
  // Each case fails a data call on purpose, which react-admin logs in development builds.
  beforeEach(allowConsoleErrors);

  it('after a failed renewal: back to the login screen, silently (spec §8)', async () => {
    let refreshes = 0;
    const { location, api } = await renderApp({
      token: vendor,
      routes: {
        // The app-start refresh works; the renewal after the 401 does not.
        'POST /auth/refresh-token': () =>
          ++refreshes === 1 ? [200, { token: vendor }] : [401, { message: 'Invalid refresh token' }],
        'GET /dashboard/vendor-dashboard': () => [401, expired],
      },
    });

    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.authStore.getState().isAuthenticated).toBe(false);
    expect(refreshes).toBe(2);
    expect(screen.queryByText(expired.message)).not.toBeInTheDocument();
  });

  it('after a 401 that survives a renewal: logged out with a toast, react-admin notices going to sonner', async () => {
    const { location, api, server } = await renderApp({
      token: vendor,
      routes: { 'GET /dashboard/vendor-dashboard': () => [401, expired] },
    });

    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText(expired.message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(screen.getByText(expired.message));
    expect(api.authStore.getState().isAuthenticated).toBe(false);
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
  });
});
