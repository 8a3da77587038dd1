import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../../src/admin/screens';
import { emptyVendorDashboard } from '../helpers/authForms';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN', name: 'Asha' });
const vendor = makeToken({ role: 'VENDOR', name: 'Vera' });
const customer = makeToken({ role: 'CUSTOMER', name: 'Carl' });

describe('routes (spec §2)', () => {
  it('sends a signed-out visitor of a protected route to /login', async () => {
    const { location } = await renderApp({ path: '/change-password' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
  });

  it('shows the admin home page at / for ADMIN, inside the layout', async () => {
    await renderApp({ path: '/', token: admin });
    expect(await screen.findByTestId('home-welcome')).toHaveTextContent('Welcome, Asha');
    expect(screen.getByTestId('app-sidebar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Change Password' })).toHaveAttribute('href', '/change-password');
    expect(screen.getByRole('link', { name: 'Open API documentation' })).toHaveAttribute('href', '/api/docs');
  });

  it('shows the vendor dashboard at / for VENDOR', async () => {
    await renderApp({
      path: '/',
      token: vendor,
      routes: emptyVendorDashboard,
    });
    expect(await screen.findByText('Material Orders')).toBeInTheDocument();
  });

  it('sends a VENDOR asking for an admin route to /unauthorized', async () => {
    const { location } = await renderApp({ path: '/equipments', token: vendor });
    await waitFor(() => expect(location()).toBe('/unauthorized'));
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByTestId('unauthorized-home')).toHaveAttribute('href', '/');
  });

  it('sends any other role to /unauthorized, with no way home but logging out', async () => {
    const { location } = await renderApp({ path: '/', token: customer });
    await waitFor(() => expect(location()).toBe('/unauthorized'));
    expect(await screen.findByTestId('unauthorized-logout')).toHaveTextContent('Log out');
    expect(screen.queryByTestId('unauthorized-home')).not.toBeInTheDocument();
  });

  it('shows not-found, outside the layout, for a screen the role may open but that is not built', async () => {
    // Every screen of the spec is built now: one is declared without its views for this test.
    const rentals = SCREENS.find(({ path }) => path === '/equipment-rentals');
    if (!rentals) throw new Error('no /equipment-rentals declaration');
    const { views } = rentals;
    rentals.views = undefined;
    try {
      const { location } = await renderApp({ path: '/equipment-rentals', token: admin });
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(location()).toBe('/equipment-rentals');
      expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
    } finally {
      rentals.views = views;
    }
  });

  it.each([
    ['signed out', undefined],
    ['signed in', admin],
  ])('shows not-found for an unknown path to a visitor %s', async (_who, token) => {
    const { location } = await renderApp({ path: '/nope', token });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(location()).toBe('/nope');
  });

  it("leads react-admin's /access-denied to our /unauthorized", async () => {
    const { location } = await renderApp({ path: '/access-denied', token: admin });
    await waitFor(() => expect(location()).toBe('/unauthorized'));
  });

  it('keeps a user with a generated password on /change-password', async () => {
    const { location } = await renderApp({ path: '/', token: makeToken({ role: 'VENDOR', mustChangePassword: true }) });
    await waitFor(() => expect(location()).toBe('/change-password'));
    expect(await screen.findByTestId('must-change-password')).toHaveTextContent(
      'Please change your password before continuing',
    );
  });

  it.each(['/login', '/signup'])('sends a signed-in visitor of %s home', async (path) => {
    const { location } = await renderApp({ path, token: admin });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('opens /signup to a signed-out visitor', async () => {
    await renderApp({ path: '/signup' });
    expect(await screen.findByTestId('signup-form')).toBeInTheDocument();
  });
});
