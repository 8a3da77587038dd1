import axios, { type AxiosInstance, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import { API_BASE_PATH } from '../../shared/constants';
import { tokenResponseSchema } from '../../shared/contract/auth';
import type { AuthStore } from './authStorage';

const REFRESH_TOKEN_URL = '/auth/refresh-token';
export const LOGIN_URL = '/auth/login';

/** Marks a request that was already repeated after a renewal, so it is never repeated twice. */
type RenewableConfig = InternalAxiosRequestConfig & { renewed?: boolean };

export interface HttpClient {
  /** The one axios instance of the app: base '/api/v1', cookies, bearer, renewal on 401. */
  http: AxiosInstance;
  /**
   * Spec §4 "App start": with a stored session, try a refresh; success sets auth, failure
   * clears it silently. Ends the loading either way.
   */
  startSession(): Promise<void>;
}

export interface HttpClientOptions {
  authStore: AuthStore;
  /** Leaves the app for the login screen after a failed renewal. */
  goToLogin: () => void;
}

/** Spec §2: any path containing /auth counts as an authentication screen, like /login. */
const onAuthScreen = () => ['/login', '/auth'].some((part) => window.location.pathname.includes(part));

const isCallTo = (config: RenewableConfig, url: string) => config.url?.includes(url) ?? false;

export const createHttpClient = ({ authStore, goToLogin }: HttpClientOptions): HttpClient => {
  const http = axios.create({ baseURL: API_BASE_PATH, withCredentials: true });

  http.interceptors.request.use((config) => {
    const { accessToken } = authStore.getState();
    if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    return config;
  });

  // Single flight: every 401 that arrives while a refresh runs waits for that same refresh.
  let refreshing: Promise<string> | null = null;
  const refresh = (): Promise<string> => {
    refreshing ??= http
      .post(REFRESH_TOKEN_URL)
      .then(({ data }) => {
        const { token } = tokenResponseSchema.parse(data);
        authStore.setAuth(token);
        return token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  /** Spec §8 "Session renewal": all five conditions must hold. */
  const mayRenew = (status: number | undefined, config: RenewableConfig | undefined): config is RenewableConfig =>
    status === 401 &&
    config !== undefined &&
    !config.renewed &&
    !isCallTo(config, REFRESH_TOKEN_URL) &&
    !isCallTo(config, LOGIN_URL) &&
    !onAuthScreen() &&
    authStore.getState().accessToken !== null;

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error)) throw error;
    const config: RenewableConfig | undefined = error.config;
    if (!mayRenew(error.response?.status, config)) throw error;
    config.renewed = true;
    let token: string;
    try {
      token = await refresh();
    } catch {
      authStore.clearAuth();
      if (!window.location.pathname.includes('/login')) goToLogin();
      // The caller learns why its own request failed.
      throw error;
    }
    config.headers.set('Authorization', `Bearer ${token}`);
    return http(config);
  });

  const startSession = async () => {
    // The refresh cookie is set and cleared together with the stored session, so without a
    // stored session there is nothing to renew: no call, hence no 401 in the console.
    if (!authStore.getState().isAuthenticated) {
      authStore.clearAuth();
      return;
    }
    authStore.setLoading(true);
    try {
      await refresh();
    } catch {
      authStore.clearAuth();
    }
  };

  return { http, startSession };
};
