import { I18nContextProvider, localStorageStore, type Store, StoreContextProvider } from 'react-admin';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/admin/i18n/i18nProvider';
import { createStore } from '../../src/admin/store';

/** What react-admin's i18n layer renders on its first render, before any effect runs. */
const firstRender = (store: Store) =>
  renderToString(
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <p>the app</p>
      </I18nContextProvider>
    </StoreContextProvider>,
  );

describe('the admin store', () => {
  it('lets react-admin render the app on its first render, not later from an effect', () => {
    // The premise: a store without a locale makes react-admin wait for an effect.
    expect(firstRender(localStorageStore(undefined, 'bare'))).toBe('');
    expect(firstRender(createStore('en'))).toBe('<p>the app</p>');
  });

  it("opens in the session's language, whatever an earlier session stored", () => {
    createStore('en').setItem('locale', 'hi');
    expect(createStore('en').getItem('locale')).toBe('en');
    expect(createStore('hi').getItem('locale')).toBe('hi');
  });
});
