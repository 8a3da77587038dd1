import type { Role } from '../shared/contract/common';
import { resourcesFor } from './resources';

/** The paths of our own screens (spec §2); resource routes are `/<resource name>`. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  unauthorized: '/unauthorized',
  changePassword: '/change-password',
} as const;

/** The routes inside the layout that exist for a role: our pages plus its resources. */
export const builtRoutesFor = (role: Role | null | undefined): string[] => [
  paths.home,
  paths.changePassword,
  ...resourcesFor(role).map((resource) => `/${resource.name}`),
];
