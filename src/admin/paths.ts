/** The paths of our own screens (spec §2); resource routes are `/<resource name>`. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  unauthorized: '/unauthorized',
  changePassword: '/change-password',
  activity: '/activity',
  rentalCalendar: '/rental-calendar',
  bookingCalendar: '/booking-calendar',
} as const;
