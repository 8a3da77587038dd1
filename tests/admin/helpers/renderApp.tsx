import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect } from 'vitest';
import { App } from '../../../src/admin/App';
import { createAuthStore } from '../../../src/admin/api/authStorage';
import { createAppApi } from '../../../src/admin/startApp';
import { adminDashboardData } from './dashboards';
import { type FakeHandler, fakeApi } from './fakeApi';

export interface RenderAppOptions {
  path?: string;
  /** A stored session whose app-start refresh returns this token; without one, signed out. */
  token?: string;
  routes?: Record<string, FakeHandler>;
  /** Answers the app reads as they stream (the inbox's events); none by default (a 404). */
  fetch?: typeof fetch;
}

const noStreams: typeof fetch = async () => new Response(null, { status: 404 });

/**
 * The whole admin app in a memory router, over the fake API. Only the test's query client
 * differs from production: no retries, so an error panel shows at once.
 */
export const renderApp = async ({ path = '/', token, routes = {}, fetch = noStreams }: RenderAppOptions = {}) => {
  const server = fakeApi({
    'POST /auth/refresh-token': () => (token ? [200, { token }] : [401, { message: 'No refresh token' }]),
    'POST /auth/logout': () => [204],
    // The admin's home loads its figures as soon as it shows.
    'GET /dashboard/admin-dashboard': () => [200, { data: adminDashboardData }],
    ...routes,
  });
  // A token stands for an earlier visit: a stored session (and the refresh cookie beside it).
  if (token) createAuthStore(localStorage).setAuth(token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createAppApi({
    storage: localStorage,
    goToLogin: () => void router.navigate('/login'),
    queryClient,
    fetch,
  });
  api.http.defaults.adapter = server.adapter;
  const router = createMemoryRouter([{ path: '*', element: <App api={api} /> }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await api.startSession();
  await waitFor(() => expect(screen.queryByTestId('app-loading')).not.toBeInTheDocument());
  return { api, server, router, user, location: () => router.state.location.pathname };
};
