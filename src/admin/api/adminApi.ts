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
}

export const createAdminApi = ({
  storage,
  goToLogin,
  queryClient = createQueryClient(),
  endpoints,
  canAccess,
}: AdminApiOptions): AdminApi => {
  const authStore = createAuthStore(storage);
  const { http, startSession } = createHttpClient({ authStore, goToLogin });
  return {
    http,
    startSession,
    authStore,
    queryClient,
    authProvider: createAuthProvider({ http, authStore, queryClient, canAccess }),
    dataProvider: createDataProvider({ http, endpoints }),
  };
};
