import { App } from './App';
import { type AdminApi, type AdminApiOptions, createAdminApi } from './api/adminApi';
import { primeAuthQueries } from './api/primeAuthQueries';
import { canAccess } from './common/access';
import { i18nProvider } from './i18n/i18nProvider';
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
 * The session's language's texts, fetched before the first render, so react-admin renders the
 * app at once (store.ts). Should they fail to arrive, react-admin tries again and says so.
 */
const openInSessionLanguage = ({ authStore }: AdminApi): Promise<void> =>
  i18nProvider.changeLocale(authStore.getState().language).catch(() => undefined);

/**
 * Builds the API client and begins spec §4 "App start" (a refresh when a session is stored).
 * main.tsx loads this module on demand: react-admin, the HTTP client and the screens come with it.
 */
export const startApp = (goToLogin: () => void): StartedApp => {
  const api = createAppApi({ storage: localStorage, goToLogin });
  const session = api
    .startSession()
    .then(() => openInSessionLanguage(api))
    .then(() => primeAuthQueries(api));
  return { api, App, session };
};
