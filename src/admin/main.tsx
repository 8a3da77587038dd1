import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// react-router-dom, the entry react-admin itself imports, so both share one router module.
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createAdminApi } from './api/adminApi';
import { paths } from './paths';

const api = createAdminApi({
  storage: localStorage,
  goToLogin: () => void router.navigate(paths.login),
});

// Browser-history routing with the spec's clean paths; the server answers them with index.html.
const router = createBrowserRouter([{ path: '*', element: <App api={api} /> }]);

void api.startSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
