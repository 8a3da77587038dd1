import type { QueryClient } from '@tanstack/react-query';
import { endpoints } from '../screensFor';
import { type AppAuthProvider, createAuthProvider } from './authProvider';
import { type AuthStore, createAuthStore } from './authStorage';
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
}

export const createAdminApi = ({
  storage,
  goToLogin,
  queryClient = createQueryClient(),
}: AdminApiOptions): AdminApi => {
  const authStore = createAuthStore(storage);
  const { http, startSession } = createHttpClient({ authStore, goToLogin });
  return {
    http,
    startSession,
    authStore,
    queryClient,
    authProvider: createAuthProvider({ http, authStore, queryClient }),
    dataProvider: createDataProvider({ http, endpoints }),
  };
};
