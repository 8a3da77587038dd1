import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchGroup } from '../../../src/shared/contract/search';
import { emptyVendorDashboard } from '../helpers/authForms';
import type { FakeRequest } from '../helpers/fakeApi';
import { manyOrders, ordersApi } from '../helpers/ordersApi';
import { renderApp } from '../helpers/renderApp';
import { SPEC_SIDEBARS } from '../helpers/specScreens';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN', name: 'Asha' });
const vendor = makeToken({ role: 'VENDOR', name: 'Vikram' });

// 25 orders: the one found is on the list's third page, so only the link can open it.
const orders = manyOrders(25);
const found = orders[22]!;

/** GET /search answering the found order for any text, remembering what it was asked. */
const searchApi = (asked: FakeRequest[]) => ({
  'GET /search': (request: FakeRequest) => {
    asked.push(request);
    const groups: SearchGroup[] = [
      {
        kind: 'orders',
        hits: [
          {
            id: found.id,
            label: found.id,
            detail: found.customer.user.name,
            path: `/material-orders?open=${found.id}`,
          },
        ],
      },
    ];
    return [200, { data: groups }] as [number, unknown];
  },
});

const titlesOf = (sidebar: readonly string[]) => sidebar.map((entry) => entry.split(' -> ')[0]);
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the command palette (issue 26)', () => {
  it('opens with Ctrl+K, filters the screens, finds an order after a pause and opens it with Enter', async () => {
    const asked: FakeRequest[] = [];
    const { user, router } = await renderApp({ token: admin, routes: { ...ordersApi(orders), ...searchApi(asked) } });
    await screen.findByRole('navigation', { name: 'Main navigation' });

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search everywhere' });
    const input = within(dialog).getByRole('combobox', { name: 'Search everywhere' });
    expect(input).toHaveFocus();
    // Every screen of the admin's menu, before anything is typed; the count is announced.
    expect(optionNames()).toEqual(expect.arrayContaining(titlesOf(SPEC_SIDEBARS.ADMIN)));
    expect(within(dialog).getByRole('status')).toHaveTextContent(`${optionNames().length} results`);

    // Two characters filter the screens and ask the server nothing.
    await user.type(input, 'TY');
    expect(optionNames()).toEqual(['Activity']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Type 3 characters or more to search records');

    // The last digits of an order id: no screen is called that; the server's order comes after a pause.
    await user.clear(input);
    await user.type(input, found.id.slice(-4));
    await waitFor(() => expect(optionNames()).toEqual([`${found.id}${found.customer.user.name}`]));
    expect(asked.map((request) => request.params.q)).toEqual([found.id.slice(-4)]);
    expect(within(dialog).getByRole('group', { name: 'Orders' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 result');
    const option = screen.getByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search everywhere' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/material-orders');
    // The link opens the order's details over the list, though its row is on another page.
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(details).getByText(found.shipping_address)).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('moves with the arrow keys, wraps around, and closes with Escape; the app bar button opens it too', async () => {
    const { user, router } = await renderApp({ token: admin });
    await user.click(await screen.findByRole('button', { name: 'Search (Ctrl+K)' }));
    const input = await screen.findByRole('combobox', { name: 'Search everywhere' });
    const options = screen.getAllByRole('option');
    const active = () => input.getAttribute('aria-activedescendant');
    expect(active()).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(active()).toBe(options.at(-1)!.id);
    await user.keyboard('{Home}');
    expect(active()).toBe(options[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/equipments'));

    await user.keyboard('{Meta>}k{/Meta}');
    await screen.findByRole('combobox', { name: 'Search everywhere' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search everywhere' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/equipments');
  });

  it("offers a vendor only its own screens, never an admin's", async () => {
    const { user } = await renderApp({ token: vendor, routes: emptyVendorDashboard });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Search everywhere' });
    const names = optionNames();
    expect(names).toEqual(expect.arrayContaining(titlesOf(SPEC_SIDEBARS.VENDOR)));
    for (const adminOnly of ['Equipments', 'Categories', 'Seller Requests', 'Vendors', 'Send Notifications'])
      expect(names).not.toContain(adminOnly);
  });

  it('says when nothing is found, and when the search failed', async () => {
    let fail = false;
    const { user } = await renderApp({
      token: admin,
      routes: {
        'GET /search': () => (fail ? [500, { message: 'Something went wrong' }] : [200, { data: [] }]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Search (Ctrl+K)' }));
    const input = await screen.findByRole('combobox', { name: 'Search everywhere' });
    await user.type(input, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing found for "zzzz"'));
    expect(optionNames()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fail = true;
    await user.type(input, 'y');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search failed'));
  });
});
