import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// react-router-dom, the entry react-admin itself imports, so both share one router module.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAuthStore } from './api/authStorage';
import { Entry } from './Entry';
import { paths } from './paths';
import type { StartedApp } from './startApp';

let started: Promise<StartedApp> | undefined;

/** The app, fetched and started once, when first needed; a failed download may be tried again. */
const loadApp = (): Promise<StartedApp> => {
  started ??= import('./startApp')
    .then(({ startApp }) => startApp(() => void router.navigate(paths.login)))
    .catch((error: unknown) => {
      started = undefined;
      throw error;
    });
  return started;
};

const signedOut = !createAuthStore(localStorage).getState().isAuthenticated;

// Browser-history routing with the spec's clean paths; the server answers them with index.html.
const router = createBrowserRouter([{ path: '*', element: <Entry loadApp={loadApp} signedOut={signedOut} /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
