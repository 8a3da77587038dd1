import type { AdminApi } from './adminApi';

/**
 * react-admin asks the authProvider, through react-query, whether someone is signed in and with
 * which permissions; ours answers from the session in memory. Asked once the session is known and
 * before the app's first render, the answers are in the cache when react-admin mounts: arriving
 * later, each re-rendered react-admin's routes and the layout in a blocking update. The keys are
 * react-admin's own (usePermissions, useAuthState).
 */
export const primeAuthQueries = async ({ authStore, authProvider, queryClient }: AdminApi): Promise<void> => {
  if (!authStore.getState().isAuthenticated) return;
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: ['auth', 'getPermissions', {}],
      queryFn: async () => (await authProvider.getPermissions?.({})) ?? null,
    }),
    queryClient.prefetchQuery({
      queryKey: ['auth', 'checkAuth', {}],
      queryFn: async () => {
        await authProvider.checkAuth({});
        return true;
      },
    }),
  ]);
};
