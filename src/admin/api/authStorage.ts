import { jwtDecode } from 'jwt-decode';
import { z } from 'zod';
import { AUTH_STORAGE_KEY, DEFAULT_LANGUAGE, type Language } from '../../shared/constants';
import { type AccessClaims, accessClaimsSchema } from '../../shared/contract/auth';
import { roleSchema } from '../../shared/contract/common';

/** The signed-in user of spec §3, read from the access token. */
const authUserSchema = z.object({ name: z.string(), email: z.string(), role: roleSchema });
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * What survives a reload (spec §3): token, user and flag only. The `{ state, version }`
 * envelope is the one the spec's original store wrote, so an existing session still reads.
 */
const persistedSchema = z.object({
  state: z.object({
    accessToken: z.string().nullable(),
    user: authUserSchema.nullable(),
    isAuthenticated: z.boolean(),
  }),
  version: z.number(),
});
type Persisted = z.infer<typeof persistedSchema>;

export interface AuthState {
  accessToken: string | null;
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** From the token: a generated password must be changed before anything else. */
  mustChangePassword: boolean;
  /**
   * The admin's language (issue 26): the token's at sign-in and at app start, then the user's
   * choice. A refresh within the session keeps it: another browser's choice must not re-render
   * a screen under the user's hands; it applies from the next app start.
   */
  language: Language;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Decodes and checks the token; throws when it does not carry the claims we read. */
  setAuth(token: string): void;
  clearAuth(): void;
  setLoading(isLoading: boolean): void;
  /** The language the user has just chosen (and the server kept). */
  setLanguage(language: Language): void;
}

const readClaims = (token: string): AccessClaims => accessClaimsSchema.parse(jwtDecode(token));

export const claimsOf = (token: string | null): AccessClaims | null => {
  if (!token) return null;
  try {
    return readClaims(token);
  } catch {
    return null;
  }
};

/** Spec §3: the name, else the first letter of the email, else 'U'. */
export const displayName = (user: Pick<AuthUser, 'name' | 'email'> | null): string =>
  user?.name.trim() || user?.email.charAt(0).toUpperCase() || 'U';

const signedOut = {
  accessToken: null,
  user: null,
  isAuthenticated: false,
  mustChangePassword: false,
  language: DEFAULT_LANGUAGE,
};

const restore = (storage: Storage): Omit<AuthState, 'isLoading'> => {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return signedOut;
  try {
    const { state } = persistedSchema.parse(JSON.parse(raw));
    const claims = claimsOf(state.accessToken);
    if (!state.isAuthenticated || !claims || !state.user) return signedOut;
    return {
      ...state,
      mustChangePassword: claims.mustChangePassword ?? false,
      language: claims.language ?? DEFAULT_LANGUAGE,
    };
  } catch {
    return signedOut;
  }
};

const persist = (storage: Storage, { accessToken, user, isAuthenticated }: AuthState) => {
  const value: Persisted = { state: { accessToken, user, isAuthenticated }, version: 0 };
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
};

/** Spec §4 "Auth": starts loading; setting or clearing auth ends the loading. */
export const createAuthStore = (storage: Storage): AuthStore => {
  let state: AuthState = { ...restore(storage), isLoading: true };
  const listeners = new Set<() => void>();

  const update = (next: Partial<AuthState>) => {
    state = { ...state, ...next };
    persist(storage, state);
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setAuth: (token) => {
      const { name, email, role, mustChangePassword, language } = readClaims(token);
      // A session starting (app start, sign-in, another account) opens in the account's language.
      const starts = state.isLoading || !state.isAuthenticated || state.user?.email !== email;
      update({
        ...(starts ? { language: language ?? DEFAULT_LANGUAGE } : {}),
        accessToken: token,
        user: { name, email, role },
        isAuthenticated: true,
        isLoading: false,
        mustChangePassword: mustChangePassword ?? false,
      });
    },
    clearAuth: () => update({ ...signedOut, isLoading: false }),
    setLoading: (isLoading) => update({ isLoading }),
    setLanguage: (language) => update({ language }),
  };
};
