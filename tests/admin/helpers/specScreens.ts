import type { Role } from '../../../src/shared/contract/common';

/**
 * Spec §2's route table with §6's roles: each protected route and who may open it. The screen
 * table may declare more; these it must declare as written.
 */
export const SPEC_ROUTES: ReadonlyArray<readonly [path: string, roles: readonly Role[]]> = [
  ['/', ['ADMIN', 'VENDOR']],
  ['/change-password', ['ADMIN', 'VENDOR']],
  ['/equipments', ['ADMIN']],
  ['/equipment-rentals', ['ADMIN']],
  ['/materials', ['ADMIN', 'VENDOR']],
  ['/categories', ['ADMIN']],
  ['/material-orders', ['ADMIN']],
  ['/service-provider', ['ADMIN']],
  ['/service-bookings', ['ADMIN']],
  ['/notifications', ['ADMIN']],
  ['/seller-requests', ['ADMIN']],
  ['/vendor-orders', ['VENDOR']],
];

/**
 * Spec §2's sidebars as 'Title -> route', in order. A role's menu may hold more entries (a
 * screen beyond the spec), but never fewer nor in another order.
 */
export const SPEC_SIDEBARS = {
  ADMIN: [
    'Dashboard -> /',
    'Equipments -> /equipments',
    'Materials -> /materials',
    'Categories -> /categories',
    'Service Providers -> /service-provider',
    'Orders -> /material-orders',
    'Rentals -> /equipment-rentals',
    'Bookings -> /service-bookings',
    'Seller Requests -> /seller-requests',
    'Send Notifications -> /notifications',
  ],
  VENDOR: ['Dashboard -> /', 'Materials -> /materials', 'Orders -> /vendor-orders'],
} as const satisfies Partial<Record<Role, readonly string[]>>;

export type SidebarRole = keyof typeof SPEC_SIDEBARS;

export const SIDEBAR_ROLES = Object.keys(SPEC_SIDEBARS) as SidebarRole[];

/**
 * The entries of `menu` that `required` names, in the menu's order: equal to `required` exactly
 * when the menu holds all of it, once each, in its order.
 */
export const specEntriesOf = (menu: readonly string[], required: readonly string[]): string[] =>
  menu.filter((entry) => required.includes(entry));
