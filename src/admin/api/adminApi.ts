import type { QueryClient } from '@tanstack/react-query';
import { type AccessRule, type AppAuthProvider, createAuthProvider } from './authProvider';
import { type AuthStore, createAuthStore } from './authStorage';
import type { EndpointTable } from './calls/call';
import { type AppDataProvider, createDataProvider } from './dataProvider';
import { createHttpClient, type HttpClient } from './httpClient';
import { createQueryClient } from './queryClient';

/** Everything the app talks to the API with, built once and shared by all screens. */
export interface AdminApi extends HttpClient {
  authStore: AuthStore;
  authProvider: AppAuthProvider;
  dataProvider: AppDataProvider;
  queryClient: QueryClient;
  /** Answers read as they stream (the inbox's events, which axios in a browser cannot read in parts). */
  fetch: typeof fetch;
}

export interface AdminApiOptions {
  storage: Storage;
  goToLogin: () => void;
  queryClient?: QueryClient;
  /**
   * What the screens declare, handed in by whoever builds the app (startApp): the API layer
   * never imports the screens, which import it. Resource name -> its spec calls.
   */
  endpoints: EndpointTable;
  /** Who may open which path, for react-admin's canAccess. */
  canAccess: AccessRule;
  /** The browser's by default; tests give a fake server's. */
  fetch?: typeof fetch;
}

export const createAdminApi = ({
  storage,
  goToLogin,
  queryClient = createQueryClient(),
  endpoints,
  canAccess,
  // Called through, not held: a later stub of the global (a test's) still applies.
  fetch = (...args) => globalThis.fetch(...args),
}: AdminApiOptions): AdminApi => {
  const authStore = createAuthStore(storage);
  const { http, startSession } = createHttpClient({ authStore, goToLogin });
  return {
    http,
    startSession,
    authStore,
    queryClient,
    fetch,
    authProvider: createAuthProvider({ http, authStore, queryClient, canAccess }),
    dataProvider: createDataProvider({ http, endpoints }),
  };
};
