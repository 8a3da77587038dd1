import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyVendorDashboard, submitLogin, submitSignup } from '../helpers/authForms';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

describe('the login screen', () => {
  it('checks the fields with the shared schema before any call', async () => {
    const { user, server } = await renderApp({ path: '/login' });
    await user.click(await screen.findByTestId('login-submit'));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByTestId('login-email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(server.callsTo('POST /auth/login')).toHaveLength(0);
  });

  it("shows the server's message when the login fails", async () => {
    const { user } = await renderApp({
      path: '/login',
      routes: { 'POST /auth/login': () => [401, { message: 'Invalid email or password' }] },
    });
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    // The next attempt fails in the browser: the old server message goes away.
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('signs in and goes home', async () => {
    const { user, location, server } = await renderApp({
      path: '/login',
      routes: { 'POST /auth/login': () => [200, { token: makeToken({ role: 'ADMIN', name: 'Asha' }) }] },
    });
    await submitLogin(user);

    expect(await screen.findByTestId('home-welcome')).toHaveTextContent('Welcome, Asha');
    expect(location()).toBe('/');
    expect(server.callsTo('POST /auth/login')[0]?.body).toEqual({ email: 'asha@example.com', password: 'secret12' });
  });

  it('returns a visitor who arrived signed out to the page asked for', async () => {
    const { user, location } = await renderApp({
      path: '/change-password',
      routes: { 'POST /auth/login': () => [200, { token: makeToken({ role: 'ADMIN' }) }] },
    });
    await submitLogin(user);

    expect(await screen.findByText('Enter your new password below')).toBeInTheDocument();
    expect(location()).toBe('/change-password');
  });

  it('starts the next user from home after a log out', async () => {
    const { user, location } = await renderApp({
      path: '/change-password',
      token: makeToken({ role: 'VENDOR' }),
      routes: { 'POST /auth/login': () => [200, { token: makeToken({ role: 'ADMIN', name: 'Asha' }) }] },
    });
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(screen.getByTestId('logout-button'));
    await submitLogin(user);

    expect(await screen.findByTestId('home-welcome')).toHaveTextContent('Welcome, Asha');
    expect(location()).toBe('/');
  });

  it('links to the vendor signup', async () => {
    const { user, location } = await renderApp({ path: '/login' });
    await user.click(await screen.findByTestId('signup-link'));
    await waitFor(() => expect(location()).toBe('/signup'));
  });
});

describe('the vendor signup screen', () => {
  it('checks the fields before any call', async () => {
    const { user, server } = await renderApp({ path: '/signup' });
    await submitSignup(user, '12345');
    expect(screen.getByText('Mobile number must be 10 digits')).toBeInTheDocument();
    expect(server.callsTo('POST /auth/vendor-signup')).toHaveLength(0);
  });

  it("shows the server's message when the signup fails", async () => {
    const { user } = await renderApp({
      path: '/signup',
      routes: { 'POST /auth/vendor-signup': () => [409, { message: 'An account with this email already exists' }] },
    });
    await submitSignup(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('signs the new vendor in and shows the dashboard', async () => {
    const { user, location, server } = await renderApp({
      path: '/signup',
      routes: {
        'POST /auth/vendor-signup': () => [201, { token: makeToken({ role: 'VENDOR', name: 'Bricks & Co' }) }],
        ...emptyVendorDashboard,
      },
    });
    await submitSignup(user);

    expect(await screen.findByText('Listed Products')).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(server.callsTo('POST /auth/vendor-signup')[0]?.body).toEqual({
      name: 'Bricks & Co',
      email: 'shop@example.com',
      mobile: '9876543210',
      password: 'secret12',
    });
  });
});
