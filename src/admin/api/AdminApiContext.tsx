import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AdminApi } from './adminApi';
import type { AuthState } from './authStorage';

const AdminApiContext = createContext<AdminApi | null>(null);

export const AdminApiProvider = ({ api, children }: { api: AdminApi; children: ReactNode }) => (
  <AdminApiContext.Provider value={api}>{children}</AdminApiContext.Provider>
);

export const useAdminApi = (): AdminApi => {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi must be used inside <AdminApiProvider>');
  return api;
};

/**
 * The auth state, live. Read from our store rather than react-admin's cached queries so the
 * layout and guards change the moment a token is set or cleared.
 */
export const useSession = (): AuthState => {
  const { authStore } = useAdminApi();
  return useSyncExternalStore(authStore.subscribe, authStore.getState);
};
