import type { Role } from '../../shared/contract/common';
import { paths } from '../routes';

/** Spec §2 route table with spec §6 roles: each protected route and the roles that may open it. */
export const PROTECTED_ROUTES = {
  '/': ['ADMIN', 'VENDOR'],
  '/change-password': ['ADMIN', 'VENDOR'],
  '/equipments': ['ADMIN'],
  '/equipment-rentals': ['ADMIN'],
  '/materials': ['ADMIN', 'VENDOR'],
  '/categories': ['ADMIN'],
  '/material-orders': ['ADMIN'],
  '/service-provider': ['ADMIN'],
  '/service-bookings': ['ADMIN'],
  '/notifications': ['ADMIN'],
  '/seller-requests': ['ADMIN'],
  '/vendor-orders': ['VENDOR'],
} as const satisfies Record<string, readonly Role[]>;
export type ProtectedRoute = keyof typeof PROTECTED_ROUTES;

/** Spec §2: open to anyone, signed in or not, outside the layout. */
const PUBLIC_ROUTES: readonly string[] = [paths.login, paths.signup, paths.unauthorized];

const protectedRoutes = Object.keys(PROTECTED_ROUTES) as ProtectedRoute[];

/** The spec route a path belongs to: '/equipments/7/edit' is '/equipments'; '/' is only itself. */
const protectedRouteOf = (pathname: string): ProtectedRoute | undefined =>
  protectedRoutes.find((route) =>
    route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`),
  );

/**
 * The one access rule of the admin (spec §6): may this role open this path? Public routes
 * are open to all; a protected route only to its roles; anything the table does not name is
 * refused, as the server refuses a route that declares no roles.
 */
export const canAccess = (role: Role | null | undefined, path: string): boolean => {
  if (PUBLIC_ROUTES.includes(path)) return true;
  const route = protectedRouteOf(path);
  if (!route || !role) return false;
  const roles: readonly Role[] = PROTECTED_ROUTES[route];
  return roles.includes(role);
};

/** The signed-in user as far as routing cares; null when signed out. */
export interface Visitor {
  role: Role;
  mustChangePassword: boolean;
}

export type Screen = 'show' | 'login' | 'unauthorized' | 'change-password' | 'not-found';

/**
 * What a path inside the app shows (spec §2, §4 "Protected screen"): an unknown path is the
 * not-found page for anyone; a spec route needs a session, then the role, then a changed
 * password; a route the role may open but that is not built yet is not found either.
 */
export const resolveScreen = (
  pathname: string,
  visitor: Visitor | null,
  builtRoutes: readonly string[],
): Screen => {
  const route = protectedRouteOf(pathname);
  if (!route) return 'not-found';
  if (!visitor) return 'login';
  if (!canAccess(visitor.role, route)) return 'unauthorized';
  if (visitor.mustChangePassword && route !== '/change-password') return 'change-password';
  return builtRoutes.includes(route) ? 'show' : 'not-found';
};
