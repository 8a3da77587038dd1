import type { Role } from '../../shared/contract/common';
import { paths } from '../paths';
import { SCREENS, type ScreenDeclaration } from '../screens';

/** Spec §2: open to anyone, signed in or not, outside the layout. */
const PUBLIC_ROUTES: readonly string[] = [paths.login, paths.signup, paths.unauthorized];

/** The declared screen a path belongs to: '/equipments/7/edit' is '/equipments'; '/' is only itself. */
const screenOf = (pathname: string): ScreenDeclaration | undefined =>
  SCREENS.find(({ path }) =>
    path === paths.home ? pathname === path : pathname === path || pathname.startsWith(`${path}/`),
  );

/**
 * The one access rule of the admin (spec §6): may this role open this path? Public routes
 * are open to all; a declared screen only to its roles; anything the table does not name is
 * refused, as the server refuses a route that declares no roles.
 */
export const canAccess = (role: Role | null | undefined, path: string): boolean => {
  if (PUBLIC_ROUTES.includes(path)) return true;
  const screen = screenOf(path);
  return Boolean(screen && role && screen.roles.includes(role));
};

/** The signed-in user as far as routing cares; null when signed out. */
export interface Visitor {
  role: Role;
  mustChangePassword: boolean;
}

export type Screen = 'show' | 'login' | 'unauthorized' | 'change-password' | 'not-found';

/**
 * What a path inside the app shows (spec §2, §4 "Protected screen"): an unknown path is the
 * not-found page for anyone; a declared screen needs a session, then the role, then a changed
 * password; a screen the role may open but that is not built yet is not found either.
 */
export const resolveScreen = (pathname: string, visitor: Visitor | null): Screen => {
  const screen = screenOf(pathname);
  if (!screen) return 'not-found';
  if (!visitor) return 'login';
  if (!screen.roles.includes(visitor.role)) return 'unauthorized';
  if (visitor.mustChangePassword && screen.path !== paths.changePassword) return 'change-password';
  return screen.views ? 'show' : 'not-found';
};
