import { type ReactElement, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../api/AdminApiContext';
import { resolveScreen, type Screen, type Visitor } from '../common/access';
import { paths } from '../paths';

/**
 * Spec §4 "Protected screen" for the current path: what it shows, and where a visitor who may not
 * see it is sent (sign in, /unauthorized, change the password), or null. The layout guards every
 * screen inside it with this; a screen outside it (the printable handover sheet) calls it itself.
 */
export const useScreenRedirect = (): { screen: Screen; redirect: ReactElement | null } => {
  const { pathname, search } = useLocation();
  const { isAuthenticated, user, mustChangePassword } = useSession();
  const visitor: Visitor | null = isAuthenticated && user ? { role: user.role, mustChangePassword } : null;
  // A visitor who arrives signed out returns here after signing in; when the session ends
  // here (logging out, a failed renewal), whoever signs in next starts from home.
  const [arrivedSignedOut] = useState(visitor === null);
  const screen = resolveScreen(pathname, visitor);
  switch (screen) {
    case 'login':
      return {
        screen,
        redirect: (
          <Navigate
            to={paths.login}
            replace
            state={arrivedSignedOut ? { nextPathname: pathname, nextSearch: search } : undefined}
          />
        ),
      };
    case 'unauthorized':
      return { screen, redirect: <Navigate to={paths.unauthorized} replace /> };
    case 'change-password':
      return { screen, redirect: <Navigate to={paths.changePassword} replace /> };
    default:
      return { screen, redirect: null };
  }
};
