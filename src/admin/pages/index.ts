import { lazyPage } from '../common/lazyPage';

/** The custom-route screens, each loaded lazily (the login page is eager: it is the first paint). */
export const SignupPage = lazyPage(() => import('./auth/SignupPage').then((m) => m.SignupPage));
export const ChangePasswordPage = lazyPage(() =>
  import('./change-password/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
export const HomePage = lazyPage(() => import('./home/HomePage').then((m) => m.HomePage));
export const NotFoundPage = lazyPage(() => import('./status/NotFoundPage').then((m) => m.NotFoundPage));
export const UnauthorizedPage = lazyPage(() => import('./status/UnauthorizedPage').then((m) => m.UnauthorizedPage));
export const RentalCalendarPage = lazyPage(() =>
  import('../resources/equipment-rentals/RentalCalendar').then((m) => m.RentalCalendar),
);
export const BookingCalendarPage = lazyPage(() =>
  import('../resources/service-bookings/BookingCalendar').then((m) => m.BookingCalendar),
);
export const ActivityPage = lazyPage(() => import('./activity/ActivityPage').then((m) => m.ActivityPage));
