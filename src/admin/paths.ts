/** The paths of our own screens (spec §2); resource routes are `/<resource name>`. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  unauthorized: '/unauthorized',
  changePassword: '/change-password',
  activity: '/activity',
  /** A rental's printable handover sheet (issue 29), outside the layout. */
  handoverSheet: '/equipment-rentals/:id/sheet',
  rentalCalendar: '/rental-calendar',
  bookingCalendar: '/booking-calendar',
} as const;
