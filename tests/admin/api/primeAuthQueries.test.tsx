import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/admin/App';
import { createAuthStore } from '../../../src/admin/api/authStorage';
import { primeAuthQueries } from '../../../src/admin/api/primeAuthQueries';
import { createAppApi } from '../../../src/admin/startApp';
import { fakeApi } from '../helpers/fakeApi';
import { makeToken } from '../helpers/token';

/** A signed-in admin's app start, as startApp runs it: the session renewed, then the cache primed. */
const startSignedIn = async ({ prime }: { prime: boolean }) => {
  const token = makeToken();
  createAuthStore(localStorage).setAuth(token);
  const api = createAppApi({ storage: localStorage, goToLogin: () => undefined });
  api.http.defaults.adapter = fakeApi({
    'POST /auth/refresh-token': () => [200, { token }],
    'GET /categories': () => [200, { data: [] }],
  }).adapter;
  await api.startSession();
  if (prime) await primeAuthQueries(api);
  const asked = {
    permissions: vi.spyOn(api.authProvider, 'getPermissions'),
    checkAuth: vi.spyOn(api.authProvider, 'checkAuth'),
  };
  const router = createMemoryRouter([{ path: '*', element: <App api={api} /> }], { initialEntries: ['/categories'] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
  return asked;
};

describe('the auth answers primed at app start', () => {
  it("are under react-admin's own keys: the app mounts without asking the authProvider again", async () => {
    const asked = await startSignedIn({ prime: true });
    expect(asked.permissions).not.toHaveBeenCalled();
    expect(asked.checkAuth).not.toHaveBeenCalled();
  });

  it('are what react-admin would otherwise ask for while mounting', async () => {
    const asked = await startSignedIn({ prime: false });
    expect(asked.permissions).toHaveBeenCalled();
    expect(asked.checkAuth).toHaveBeenCalled();
  });
});
