import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { AuthProvider, UserIdentity } from 'react-admin';
import {
  type ChangePasswordBody,
  type LoginBody,
  tokenResponseSchema,
  type VendorSignupBody,
} from '../../shared/contract/auth';
import type { Role } from '../../shared/contract/common';
import { messages } from '../../shared/messages';
import { text } from '../i18n/text';
import { paths } from '../paths';
import { type AuthState, type AuthStore, claimsOf, displayName } from './authStorage';
import { serverMessage, statusOf } from './errors';
import { LOGIN_URL } from './httpClient';

const LOGOUT_URL = '/auth/logout';
const SIGNUP_URL = '/auth/vendor-signup';
const CHANGE_PASSWORD_URL = '/auth/change-password';

/** react-admin's AuthProvider plus the two other calls that hand us a token. */
export interface AppAuthProvider extends AuthProvider {
  login(body: LoginBody): Promise<void>;
  signup(body: VendorSignupBody): Promise<void>;
  /** Stores the fresh token the server returns, which lifts a forced password change. */
  changePassword(body: ChangePasswordBody): Promise<void>;
}

/** May this role open this path (the screens' access rule, common/access.ts)? */
export type AccessRule = (role: Role | null | undefined, path: string) => boolean;

export interface AuthProviderOptions {
  http: AxiosInstance;
  authStore: AuthStore;
  queryClient: QueryClient;
  canAccess: AccessRule;
}

/** How react-admin is told to go to the login screen, silently or with a notice. */
const toLogin = (message: string | false) => ({ redirectTo: paths.login, message });

/** Who the session is for: react-admin's cached answers about it belong to them alone. */
const holderOf = ({ user }: AuthState) => (user ? `${user.role}:${user.email}` : null);

export const createAuthProvider = ({
  http,
  authStore,
  queryClient,
  canAccess,
}: AuthProviderOptions): AppAuthProvider => {
  // Those answers stay fresh a while (queryClient.ts); whoever signs in next asks afresh.
  let holder = holderOf(authStore.getState());
  authStore.subscribe(() => {
    const next = holderOf(authStore.getState());
    if (next !== holder) queryClient.removeQueries({ queryKey: ['auth'] });
    holder = next;
  });

  /**
   * Login and signup (spec §8): the server's message, else the fallback (never the client's
   * own text such as "Network Error"); success sets auth.
   */
  const signIn = async (url: string, body: LoginBody | VendorSignupBody, fallback: string) => {
    let data: unknown;
    try {
      ({ data } = await http.post(url, body));
    } catch (error) {
      throw new Error(serverMessage(error) ?? fallback);
    }
    try {
      authStore.setAuth(tokenResponseSchema.parse(data).token);
    } catch {
      throw new Error(fallback);
    }
  };

  return {
    login: ({ email, password }) => signIn(LOGIN_URL, { email, password }, messages.auth.loginFailed),

    signup: (body) => signIn(SIGNUP_URL, body, messages.auth.signupFailed),

    changePassword: async ({ password, currentPassword }) => {
      const body: ChangePasswordBody = currentPassword === undefined ? { password } : { password, currentPassword };
      const { data } = await http.post(CHANGE_PASSWORD_URL, body);
      const fresh = tokenResponseSchema.safeParse(data);
      if (fresh.success) authStore.setAuth(fresh.data.token);
    },

    logout: async () => {
      // Spec §4: the session ends on this side even when the server cannot be told.
      if (authStore.getState().accessToken) await http.post(LOGOUT_URL).catch(() => undefined);
      queryClient.clear();
      authStore.clearAuth();
      return paths.login;
    },

    checkAuth: async () => {
      const { isAuthenticated, user } = authStore.getState();
      if (!isAuthenticated || !user) throw toLogin(false);
    },

    // A 401 that reaches here survived the renewal of spec §8, so the session is over;
    // a 403 only refuses one call (wrong role, or a password still to change).
    checkError: async (error: unknown) => {
      if (statusOf(error) === 401) throw toLogin(text.auth.sessionExpired);
    },

    getIdentity: async (): Promise<UserIdentity> => {
      const { accessToken, user } = authStore.getState();
      const claims = claimsOf(accessToken);
      if (!user || !claims) throw toLogin(false);
      return { id: claims.sub, fullName: displayName(user), email: user.email };
    },

    getPermissions: async () => authStore.getState().user?.role ?? null,

    canAccess: async ({ resource }) => canAccess(authStore.getState().user?.role, `/${resource}`),
  };
};
