import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyVendorDashboardData } from '../helpers/dashboards';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR' });
const dashboard = {
  ...emptyVendorDashboardData,
  currentMonth: { orders: 1, orderRevenue: 10 },
  trends: { ordersTrend: 0, ordersIncreasing: true, revenueTrend: 0, revenueIncreasing: true },
  products: { all: 1, variants: 1 },
};

const open = async (changePassword: FakeHandler = () => [200, { token: vendor }]) => {
  const app = await renderApp({
    path: '/change-password',
    token: vendor,
    routes: { 'POST /auth/change-password': changePassword },
  });
  await screen.findByText('Enter your new password below');
  const fill = async (password: string, confirmation: string) => {
    await app.user.clear(screen.getByLabelText('New Password'));
    await app.user.clear(screen.getByLabelText('Re-enter New Password'));
    if (password) await app.user.type(screen.getByLabelText('New Password'), password);
    if (confirmation) await app.user.type(screen.getByLabelText('Re-enter New Password'), confirmation);
    await app.user.click(screen.getByRole('button', { name: 'Save Password' }));
  };
  return { ...app, fill, calls: () => app.server.callsTo('POST /auth/change-password') };
};

describe('Change Password (spec §2, §5, §8)', () => {
  it('shows its header and card', async () => {
    await open();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Change Password');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Re-enter New Password')).toHaveAttribute('type', 'password');
  });

  it('checks in order and makes no call on failure', async () => {
    const { fill, calls } = await open();
    const outcome = () => screen.getByTestId('change-password-outcome');

    await fill('', '');
    expect(outcome()).toHaveTextContent('Please fill in all fields');
    await fill('abc', '');
    expect(outcome()).toHaveTextContent('Please fill in all fields');
    await fill('abc', 'abd');
    expect(outcome()).toHaveTextContent('Passwords do not match');
    await fill('abc', 'abc');
    expect(outcome()).toHaveTextContent('Password must be at least 6 characters long');

    expect(calls()).toHaveLength(0);
  });

  it('saves: Saving... with everything disabled, then the success texts and cleared fields', async () => {
    const reply = deferred<FakeReply>();
    const { fill, calls } = await open(() => reply.promise);

    await fill('secret12', 'secret12');

    expect(calls()[0]?.body).toEqual({ password: 'secret12' });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByLabelText('New Password')).toBeDisabled();
    expect(screen.getByLabelText('Re-enter New Password')).toBeDisabled();
    expect(await screen.findByText('Saving')).toBeInTheDocument();

    await act(async () => reply.resolve([200, { token: vendor }]));

    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(screen.getByTestId('change-password-outcome')).toHaveTextContent('Password changed successfully');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Re-enter New Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled();
  });

  it("fails with the server's message in a toast and the inline alert, keeping the fields", async () => {
    const { fill } = await open(() => [400, { message: 'Password must be at most 256 characters long' }]);

    await fill('secret12', 'secret12');

    const alert = await screen.findByTestId('change-password-outcome');
    expect(alert).toHaveTextContent('Password must be at most 256 characters long');
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.getAllByText('Password must be at most 256 characters long')).toHaveLength(2));
    expect(screen.getByLabelText('New Password')).toHaveValue('secret12');
  });

  it('fails with the error message when the server gives none', async () => {
    const { fill } = await open(() => [502]);
    await fill('secret12', 'secret12');
    expect(await screen.findByTestId('change-password-outcome')).toHaveTextContent(
      'Request failed with status code 502',
    );
  });

  describe('when the sign-in is not recent (beyond the spec)', () => {
    const NEED_CURRENT = 'Please enter your current password to continue';
    const WRONG_CURRENT = 'Current password is incorrect';
    const refuse = (message: string): FakeReply => [403, { message, errors: { currentPassword: message } }];

    it('asks for the current password when the server wants it, then sends it', async () => {
      const replies: FakeReply[] = [refuse(NEED_CURRENT), refuse(WRONG_CURRENT), [200, { token: vendor }]];
      const { user, fill, calls } = await open(() => replies.shift() ?? [500]);
      expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();

      await fill('secret12', 'secret12');
      expect(calls()[0]?.body).toEqual({ password: 'secret12' });
      expect(await screen.findByTestId('change-password-outcome')).toHaveTextContent(NEED_CURRENT);
      const current = await screen.findByLabelText('Current Password');
      expect(current).toHaveAttribute('type', 'password');
      expect(current).toHaveAttribute('autocomplete', 'current-password');
      await waitFor(() => expect(current).toHaveFocus());
      // The spec's fields keep what was typed.
      expect(screen.getByLabelText('New Password')).toHaveValue('secret12');

      // Left empty, it is one of "all fields": no call.
      await user.click(screen.getByRole('button', { name: 'Save Password' }));
      expect(screen.getByTestId('change-password-outcome')).toHaveTextContent('Please fill in all fields');
      expect(calls()).toHaveLength(1);

      await user.type(current, 'wrong-one');
      await user.click(screen.getByRole('button', { name: 'Save Password' }));
      await waitFor(() => expect(screen.getByTestId('change-password-outcome')).toHaveTextContent(WRONG_CURRENT));
      expect(calls()[1]?.body).toEqual({ password: 'secret12', currentPassword: 'wrong-one' });
      expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');

      await user.clear(screen.getByLabelText('Current Password'));
      await user.type(screen.getByLabelText('Current Password'), 'old-secret');
      await user.click(screen.getByRole('button', { name: 'Save Password' }));
      expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
      expect(calls()[2]?.body).toEqual({ password: 'secret12', currentPassword: 'old-secret' });
      // Saved, it is a fresh sign-in: the field goes until the server asks again.
      expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    });

    it('does not ask for it on other refusals', async () => {
      const { fill } = await open(() => [403, { message: 'You do not have permission to do this' }]);
      await fill('secret12', 'secret12');
      expect(await screen.findByTestId('change-password-outcome')).toHaveTextContent(
        'You do not have permission to do this',
      );
      expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    });
  });

  it('lets a user with a generated password in once it is changed', async () => {
    const forced = makeToken({ role: 'VENDOR', mustChangePassword: true });
    const { user, location } = await renderApp({
      path: '/',
      token: forced,
      routes: {
        'POST /auth/change-password': () => [200, { token: vendor }],
        'GET /dashboard/vendor-dashboard': () => [200, { data: dashboard }],
      },
    });
    await waitFor(() => expect(location()).toBe('/change-password'));
    await user.type(await screen.findByLabelText('New Password'), 'secret12');
    await user.type(screen.getByLabelText('Re-enter New Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    await screen.findByText('Password changed successfully');
    expect(screen.queryByTestId('must-change-password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Material Orders')).toBeInTheDocument();
  });
});
