import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { emptyVendorDashboardData } from './dashboards';
import type { FakeHandler } from './fakeApi';

/** Types the demo credentials into the login form and submits it. */
export const submitLogin = async (user: UserEvent, email = 'asha@example.com') => {
  await user.type(await screen.findByTestId('login-email'), email);
  await user.type(screen.getByTestId('login-password'), 'secret12');
  await user.click(screen.getByTestId('login-submit'));
};

/** Fills the vendor signup form with a valid shop and the given mobile number, and submits it. */
export const submitSignup = async (user: UserEvent, mobile = '9876543210') => {
  await user.type(await screen.findByLabelText(/Shop \/ business name/), 'Bricks & Co');
  await user.type(screen.getByLabelText(/Email/), 'shop@example.com');
  await user.type(screen.getByLabelText(/Mobile number/), mobile);
  await user.type(screen.getByLabelText(/Password/), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
};

/** A new vendor's dashboard, which its home loads as soon as the app shows. */
export const emptyVendorDashboard: Record<string, FakeHandler> = {
  'GET /dashboard/vendor-dashboard': () => [200, { data: emptyVendorDashboardData }],
};
