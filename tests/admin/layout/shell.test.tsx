import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIDEBAR_COOKIE_NAME, THEME_STORAGE_KEY } from '../../../src/shared/constants';
import { emptyVendorDashboard } from '../helpers/authForms';
import { declaredMenu } from '../helpers/declaredMenus';
import { deferred, type FakeReply } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { SIDEBAR_ROLES, SPEC_SIDEBARS, specEntriesOf } from '../helpers/specScreens';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN', name: 'Asha', email: 'asha@example.com' });
const sidebarCookie = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));

describe('the sidebar (spec §2, §9)', () => {
  it('starts expanded and toggles with the button, Ctrl+B and Meta+B, saving the state in a cookie', async () => {
    const { user } = await renderApp({ token: admin });
    const sidebar = await screen.findByTestId('app-sidebar');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(sidebarCookie()).toBe(`${SIDEBAR_COOKIE_NAME}=false`);

    await user.keyboard('{Meta>}b{/Meta}');
    expect(screen.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'expanded');
    expect(sidebarCookie()).toBe(`${SIDEBAR_COOKIE_NAME}=true`);

    await user.click(screen.getByTestId('sidebar-toggle'));
    expect(screen.getByTestId('app-sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  it('starts collapsed, icons only, when the cookie says so', async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    await renderApp({ token: admin });
    expect(await screen.findByTestId('app-sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

/** happy-dom's own viewport, which matchMedia answers from. */
const setViewportWidth = (width: number) => {
  const happyDOM = Reflect.get(window, 'happyDOM') as { setViewport(viewport: { width: number }): void };
  happyDOM.setViewport({ width });
};

describe('the sidebar on a phone (spec §2: under 768 px)', () => {
  afterEach(() => setViewportWidth(1024));

  it('opens as an overlay that Escape closes, and saves nothing', async () => {
    setViewportWidth(500);
    const { user } = await renderApp({ token: admin });
    await screen.findByTestId('sidebar-toggle');
    expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();

    await user.keyboard('{Control>}b{/Control}');
    expect(await screen.findByTestId('app-sidebar')).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Asha');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument());
    expect(sidebarCookie()).toBeUndefined();
  });
});

describe('the menu (spec §2)', () => {
  const menuLinks = async () => {
    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    return within(menu).getAllByRole('link');
  };
  const entriesOf = (links: HTMLElement[]) =>
    links.map((link) => `${link.textContent} -> ${link.getAttribute('href')}`);

  it.each(SIDEBAR_ROLES)("lists %s's declared screens, spec §2's sidebar among them in order", async (role) => {
    // The vendor's home is the dashboard, which asks the API for its figures.
    await renderApp({ token: makeToken({ role }), routes: emptyVendorDashboard });
    const entries = entriesOf(await menuLinks());
    expect(entries).toEqual(declaredMenu(role));
    expect(specEntriesOf(entries, SPEC_SIDEBARS[role])).toEqual(SPEC_SIDEBARS[role]);
  });

  it('marks the active entry by exact path', async () => {
    const { user, location } = await renderApp({ token: admin });
    const links = await menuLinks();
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Password' }));
    await waitFor(() => expect(location()).toBe('/change-password'));
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });
});

describe('the theme toggle (spec §2, §3)', () => {
  it('defaults to System and stores the choice under vite-ui-theme', async () => {
    const { user } = await renderApp({ token: admin });
    await user.click(await screen.findByRole('button', { name: 'Theme' }));
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByTestId('theme-toggle'));
    expect(screen.getByTestId('theme-option-dark')).toHaveAttribute('aria-checked', 'true');
  });
});

describe('the user menu (spec §2, §4)', () => {
  it('shows the initial, name and email, and logs out showing Logging out', async () => {
    const logoutReply = deferred<FakeReply>();
    const { user, location, api, server } = await renderApp({
      token: admin,
      routes: { 'POST /auth/logout': () => logoutReply.promise },
    });
    const menuButton = await screen.findByTestId('user-menu');
    expect(menuButton).toHaveTextContent('A');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Asha');
    expect(screen.getByTestId('user-email')).toHaveTextContent('asha@example.com');

    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    const busy = screen.getByTestId('logout-button');
    expect(busy).toHaveTextContent('Logging out');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);

    await act(async () => logoutReply.resolve([204]));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.authStore.getState().isAuthenticated).toBe(false);
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
  });
});
