import { localStorageStore, type Store } from 'react-admin';
import type { Language } from '../shared/constants';

/**
 * react-admin's store, in localStorage, opening in the session's language (the i18nProvider
 * has its texts by then: startApp.ts). With no locale stored, or another than the provider's,
 * react-admin's I18nContextProvider renders nothing at first and mounts the whole app from an
 * effect, in one blocking update (some 300 ms of main thread on a phone).
 */
export const createStore = (language: Language): Store => {
  const store = localStorageStore(undefined, 'backoffice');
  store.setItem('locale', language);
  return store;
};
