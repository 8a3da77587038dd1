import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App as AppUnderTest } from '../../../src/admin/App';
import { createAuthStore } from '../../../src/admin/api/authStorage';
import { Entry } from '../../../src/admin/Entry';
import { type StartedApp, startApp } from '../../../src/admin/startApp';
import { emptyVendorDashboard, submitLogin, submitSignup } from '../helpers/authForms';
import { adminDashboardData } from '../helpers/dashboards';
import { deferred, type FakeHandler, type FakeReply, fakeApi } from '../helpers/fakeApi';
import { makeToken } from '../helpers/token';

const defaultAdapter = axios.defaults.adapter;
afterEach(() => {
  axios.defaults.adapter = defaultAdapter;
});

/**
 * main.tsx's start, in a memory router: the entry and the app loader, over the fake API (the
 * app's axios instance takes the default adapter when it is created, on loading).
 */
const renderEntry = (
  path: string,
  { routes = {}, token, state }: { routes?: Record<string, FakeHandler>; token?: string; state?: unknown } = {},
) => {
  const server = fakeApi({
    'POST /auth/refresh-token': () => (token ? [200, { token }] : [401, { message: 'No refresh token' }]),
    // The admin's home loads its figures as soon as it shows.
    'GET /dashboard/admin-dashboard': () => [200, { data: adminDashboardData }],
    ...routes,
  });
  axios.defaults.adapter = server.adapter;
  if (token) createAuthStore(localStorage).setAuth(token);
  let started: Promise<StartedApp> | undefined;
  const loadApp = vi.fn(() => {
    started ??= Promise.resolve(startApp(() => void router.navigate('/login')));
    return started;
  });
  const signedOut = !createAuthStore(localStorage).getState().isAuthenticated;
  const router = createMemoryRouter([{ path: '*', element: <Entry loadApp={loadApp} signedOut={signedOut} /> }], {
    initialEntries: [{ pathname: path, state }],
  });
  render(<RouterProvider router={router} />);
  return { server, loadApp, user: userEvent.setup(), location: () => router.state.location.pathname, router };
};

const signInRoute = { 'POST /auth/login': (): [number, unknown] => [200, { token: makeToken({ name: 'Asha' }) }] };

describe('a visitor who arrives signed out at /login', () => {
  it('gets the form before the app, which loads once they type', async () => {
    const { loadApp, user } = renderEntry('/login');
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    expect(loadApp).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('login-email'), 'a');
    expect(loadApp).toHaveBeenCalled();
  });

  it('checks the fields with the shared schema before any call', async () => {
    const { user, server } = renderEntry('/login');
    await user.click(await screen.findByTestId('login-submit'));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("shows the server's message when the login fails", async () => {
    const { user } = renderEntry('/login', {
      routes: { 'POST /auth/login': () => [401, { message: 'Invalid email or password' }] },
    });
    await user.type(await screen.findByTestId('login-email'), 'asha@example.com');
    await user.type(screen.getByTestId('login-password'), 'wrong-one');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByTestId('login-submit')).toBeEnabled();
  });

  it('shows the form’s own message when the app cannot be downloaded', async () => {
    const { user, loadApp } = renderEntry('/login');
    loadApp.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await submitLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('signs in into the app, at home', async () => {
    const { user, location, server } = renderEntry('/login', { routes: signInRoute });
    await submitLogin(user);
    expect(await screen.findByTestId('home-welcome')).toHaveTextContent('Welcome, Asha');
    expect(location()).toBe('/');
    expect(server.callsTo('POST /auth/login')[0]?.body).toEqual({ email: 'asha@example.com', password: 'secret12' });
  });

  it('opens the page asked for before, as react-admin’s login does', async () => {
    const { user, location } = renderEntry('/login', {
      routes: signInRoute,
      state: { nextPathname: '/change-password', nextSearch: '' },
    });
    await submitLogin(user);
    expect(await screen.findByText('Enter your new password below')).toBeInTheDocument();
    expect(location()).toBe('/change-password');
  });

  it('signs a vendor up from /signup, into the app', async () => {
    const { user, location } = renderEntry('/login', {
      routes: {
        'POST /auth/vendor-signup': () => [201, { token: makeToken({ role: 'VENDOR', name: 'Bricks' }) }],
        ...emptyVendorDashboard,
      },
    });
    await user.click(await screen.findByTestId('signup-link'));
    await submitSignup(user);
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByTestId('page-title')).toBeInTheDocument();
  });

  it('gets the app on leaving the sign-in pages', async () => {
    const { router, loadApp, location } = renderEntry('/login');
    await screen.findByTestId('login-form');
    await router.navigate('/equipments');
    await waitFor(() => expect(loadApp).toHaveBeenCalled());
    // react-admin's guard sends the visitor back to its own login page.
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
  });
});

describe('a visitor with a stored session', () => {
  it('gets the app at once, which renews the session and lets them in', async () => {
    const { loadApp, location } = renderEntry('/login', { token: makeToken({ name: 'Asha' }) });
    expect(loadApp).toHaveBeenCalled();
    expect(await screen.findByTestId('home-welcome')).toHaveTextContent('Welcome, Asha');
    expect(location()).toBe('/');
  });
});

describe('a visitor who arrives with a stored session', () => {
  it('gets the app only once the session is renewed, so its first render never sees the session change', async () => {
    const refresh = deferred<FakeReply>();
    const token = makeToken({ name: 'Asha' });
    axios.defaults.adapter = fakeApi({
      'POST /auth/refresh-token': () => refresh.promise,
    }).adapter;
    createAuthStore(localStorage).setAuth(token);
    const App = vi.fn(AppUnderTest);
    const loadApp = () => Promise.resolve({ ...startApp(() => undefined), App });
    const router = createMemoryRouter([{ path: '*', element: <Entry loadApp={loadApp} signedOut={false} /> }]);
    render(<RouterProvider router={router} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('app-loading')).toBeInTheDocument();
    expect(App).not.toHaveBeenCalled();
    refresh.resolve([200, { token }]);
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
  });
});
