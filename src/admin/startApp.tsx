import { App } from './App';
import { type AdminApi, createAdminApi } from './api/adminApi';

/** The admin app and the one API client it runs on. */
export interface StartedApp {
  api: AdminApi;
  App: typeof App;
}

/**
 * Builds the API client and begins spec §4 "App start" (a refresh when a session is stored).
 * main.tsx loads this module on demand: react-admin, the HTTP client and the screens come with it.
 */
export const startApp = (goToLogin: () => void): StartedApp => {
  const api = createAdminApi({ storage: localStorage, goToLogin });
  void api.startSession();
  return { api, App };
};
