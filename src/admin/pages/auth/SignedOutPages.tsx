import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import type { StartedApp } from '../../startApp';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

export interface SignedOutPagesProps {
  loadApp: () => Promise<StartedApp>;
  /** The session is set: the app takes over once the page has moved on (react-admin would send /login home). */
  onSignedIn: (app: StartedApp) => void;
}

/** The page asked for by a visitor who arrived signed out elsewhere (AppLayout sets it). */
const nextPageOf = (state: unknown): string | undefined => {
  const { nextPathname, nextSearch } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  return typeof nextPathname === 'string'
    ? `${nextPathname}${typeof nextSearch === 'string' ? nextSearch : ''}`
    : undefined;
};

/**
 * /login and /signup before react-admin and the HTTP client have loaded: they load once the
 * visitor starts typing, and sending waits for them. Then the app takes over where it would
 * have gone itself: react-admin's login opens the page asked for, or home; signup opens home.
 */
export const SignedOutPages = ({ loadApp, onSignedIn }: SignedOutPagesProps) => {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const prefetch = () => void loadApp().catch(() => undefined);
    document.addEventListener('input', prefetch, { once: true, capture: true });
    return () => document.removeEventListener('input', prefetch, { capture: true });
  }, [loadApp]);

  const signIn = async (call: (app: StartedApp) => Promise<void>, to: string, replace: boolean) => {
    // A failed download has no message for the visitor: the form shows its own.
    const app = await loadApp().catch(() => Promise.reject(new Error('')));
    await call(app);
    onSignedIn(app);
    navigate(to, { replace });
  };

  return pathname === paths.signup ? (
    <SignupForm
      signedIn={false}
      send={(body) => signIn((app) => app.api.authProvider.signup(body), paths.home, true)}
    />
  ) : (
    <LoginForm
      signedIn={false}
      send={(body) => signIn((app) => app.api.authProvider.login(body), nextPageOf(state) ?? paths.home, false)}
    />
  );
};
