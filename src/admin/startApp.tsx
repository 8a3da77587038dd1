import { App } from './App';
import { type AdminApi, type AdminApiOptions, createAdminApi } from './api/adminApi';
import { primeAuthQueries } from './api/primeAuthQueries';
import { canAccess } from './common/access';
import { endpoints } from './screensFor';

/** The admin app and the one API client it runs on. */
export interface StartedApp {
  api: AdminApi;
  App: typeof App;
  /** Settles once spec §4's App start knows the session (renewed, or none), and react-admin's cache with it. */
  session: Promise<void>;
}

/** The API client over the screen table's calls and access rule, which the API layer is handed. */
export const createAppApi = (options: Omit<AdminApiOptions, 'endpoints' | 'canAccess'>): AdminApi =>
  createAdminApi({ ...options, endpoints, canAccess });

/**
 * Builds the API client and begins spec §4 "App start" (a refresh when a session is stored).
 * main.tsx loads this module on demand: react-admin, the HTTP client and the screens come with it.
 */
export const startApp = (goToLogin: () => void): StartedApp => {
  const api = createAppApi({ storage: localStorage, goToLogin });
  return { api, App, session: api.startSession().then(() => primeAuthQueries(api)) };
};
