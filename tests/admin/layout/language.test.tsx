import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLanguage } from '../../../src/admin/i18n/activeLanguage';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const LANGUAGE = 'POST /auth/language';

// The i18nProvider is one per app, as in the browser: each test starts from English.
afterEach(() => i18nProvider.changeLocale('en'));

const openUserMenu = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.click(await screen.findByTestId('user-menu'));
  return screen.findByRole('menu');
};

describe('the language switch (issue 26)', () => {
  it('keeps the choice on the account and turns the screen into Hindi at once, and back', async () => {
    const { user, server } = await renderApp({
      token: makeToken(),
      routes: { [LANGUAGE]: ({ body }) => [200, { message: 'Language changed', ...(body as object) }] },
    });
    expect(await screen.findByRole('link', { name: 'Equipments' })).toBeInTheDocument();

    let menu = await openUserMenu(user);
    expect(within(menu).getByText('Language')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' }));

    expect(await screen.findByRole('link', { name: 'उपकरण' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'विक्रेता अनुरोध' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Equipments' })).not.toBeInTheDocument();
    expect(server.callsTo(LANGUAGE).map((call) => call.body)).toEqual([{ language: 'hi' }]);
    expect(activeLanguage()).toBe('hi');

    menu = await openUserMenu(user);
    expect(within(menu).getByText('भाषा')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Equipments' })).toBeInTheDocument();
    expect(server.callsTo(LANGUAGE).map((call) => call.body)).toEqual([{ language: 'hi' }, { language: 'en' }]);
  });

  it("opens in the account's language: a session whose token says Hindi", async () => {
    await renderApp({ token: makeToken({ language: 'hi' }) });
    expect(await screen.findByRole('link', { name: 'उपकरण' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'उपयोगकर्ता मेनू' })).toBeInTheDocument();
  });

  it("stays in English when the server refuses, saying why in the user's language", async () => {
    const { user } = await renderApp({
      token: makeToken(),
      routes: { [LANGUAGE]: () => [403, { message: 'You do not have permission to do this' }] },
    });
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Equipments' })).toBeInTheDocument();
    expect(activeLanguage()).toBe('en');
  });

  it('shows a message the server answers in English in Hindi once Hindi is chosen', async () => {
    await i18nProvider.changeLocale('hi');
    expect(i18nProvider.translate('You do not have permission to do this')).toBe('आपको यह करने की अनुमति नहीं है');
    expect(i18nProvider.translate('app.general.pageOf', { page: 2, pages: 5 })).toBe('पृष्ठ 2 / 5');
    // A message that is none of our texts is shown as it came.
    expect(i18nProvider.translate('Something only the network says')).toBe('Something only the network says');
    expect(activeLanguage()).toBe('hi');
  });
});
