import { localStorageStore, type Store } from 'react-admin';
import { i18nProvider } from './i18n/i18nProvider';

/**
 * react-admin's store, in localStorage, holding the locale the i18nProvider starts in. With no
 * locale stored, react-admin's I18nContextProvider renders nothing at first and mounts the whole
 * app from an effect, in one blocking update (some 300 ms of main thread on a phone).
 */
export const createStore = (): Store => {
  const store = localStorageStore(undefined, 'backoffice');
  if (store.getItem('locale') === undefined) store.setItem('locale', i18nProvider.getLocale());
  return store;
};
