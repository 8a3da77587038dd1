import { startTransition, useEffect, useState } from 'react';
import { I18nContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from './common/LoadingScreen';
import { i18nProvider } from './i18n/i18nProvider';
import { Themed } from './layout/theme/Themed';
import { ThemeModeProvider } from './layout/theme/ThemeModeProvider';
import { SignedOutPages } from './pages/auth/SignedOutPages';
import { paths } from './paths';
import type { StartedApp } from './startApp';

const isSignInPage = (pathname: string) => pathname === paths.login || pathname === paths.signup;

export interface EntryProps {
  loadApp: () => Promise<StartedApp>;
  /** No session was stored at start. */
  signedOut: boolean;
}

/**
 * What the first paint shows. A visitor who arrives signed out at /login or /signup gets the
 * form alone (the page's first load is then a third smaller); anyone else, and that visitor once
 * signed in or elsewhere, gets the app, loaded on demand.
 */
export const Entry = ({ loadApp, signedOut }: EntryProps) => {
  const { pathname } = useLocation();
  const [app, setApp] = useState<StartedApp | null>(null);
  const [appNeeded, setAppNeeded] = useState(() => !(signedOut && isSignInPage(pathname)));
  // Leaving the sign-in pages (the back button, say) needs the app, for good.
  if (!appNeeded && !isSignInPage(pathname)) setAppNeeded(true);

  useEffect(() => {
    // A transition: React renders the whole app in slices, yielding to the browser between them,
    // rather than in one task of several hundred milliseconds (Lighthouse's blocking time). It
    // starts once the session is known: a session that changed during those slices would make
    // React render the whole app again, at once, to stay consistent with it.
    if (appNeeded) {
      void loadApp().then(async (started) => {
        await started.session;
        startTransition(() => setApp(started));
      });
    }
  }, [appNeeded, loadApp]);

  // Signing in hands the app over before moving on; it shows once the page has moved on.
  if (app && appNeeded) return <app.App api={app.api} />;
  return (
    <ThemeModeProvider>
      <Themed>
        {appNeeded ? (
          <LoadingScreen />
        ) : (
          <I18nContext.Provider value={i18nProvider}>
            <SignedOutPages loadApp={loadApp} onSignedIn={setApp} />
          </I18nContext.Provider>
        )}
      </Themed>
    </ThemeModeProvider>
  );
};
