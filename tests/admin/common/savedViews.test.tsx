import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedView, ViewState } from '../../../src/shared/contract/saved-views';
import type { FakeHandler } from '../helpers/fakeApi';
import { ordersApi } from '../helpers/ordersApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });
const LIST = 'POST /order/all-orders';

const pendingState: ViewState = {
  filter: { status: 'PENDING' },
  sort: null,
  columns: ['Customer', 'Order ID', 'Amount'],
  perPage: 20,
};

const view = (fields: Partial<SavedView>): SavedView => ({
  id: '7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  list: 'material-orders',
  name: 'Pending, big page',
  shared: false,
  mine: true,
  ownerName: 'Asha Admin',
  isDefault: false,
  state: pendingState,
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...fields,
});

const openOrders = (views: SavedView[], routes: Record<string, FakeHandler> = {}) =>
  renderApp({
    path: '/material-orders',
    token: admin,
    routes: { ...ordersApi(), 'GET /saved-views': () => [200, { data: views }], ...routes },
  });

/** The table's headers, also while a menu over it hides it from the accessibility tree. */
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);

describe('saved views and columns of a list (issue 28)', () => {
  it('applies a view: its filter and page size reach the server, its columns show in its order', async () => {
    const { user, server } = await openOrders([view({})]);
    await rowOf('Ravi Kumar');
    expect(server.callsTo('GET /saved-views')[0]?.params).toEqual({ list: 'material-orders' });

    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('list', { name: 'Saved views' });
    await user.click(within(menu).getByRole('button', { name: 'Pending, big page' }));

    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 20, status: 'PENDING' }),
    );
    await waitFor(() => expect(headers()).toEqual(['Customer', 'Order ID', 'Amount', 'Actions']));
    expect(await screen.findByText('View "Pending, big page" applied')).toBeInTheDocument();
  });

  it('opens the list with the default view when opened from the menu', async () => {
    const { server } = await openOrders([view({ isDefault: true })]);
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 20, status: 'PENDING' }),
    );
  });

  it('saves the list as it is now under a name, as the default', async () => {
    let saved: unknown;
    const { user } = await openOrders([], {
      'POST /saved-views': (request) => {
        saved = request.body;
        return [200, { message: 'View saved', data: view({ isDefault: true }) }];
      },
    });
    await rowOf('Ravi Kumar');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));

    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pending only');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with every admin' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Open this list with it' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(saved).toEqual({
        list: 'material-orders',
        name: 'Pending only',
        shared: true,
        isDefault: true,
        // react-admin's sort when a list names none.
        state: { filter: { status: 'PENDING' }, sort: { field: 'id', order: 'ASC' }, columns: null, perPage: 10 },
      }),
    );
    expect(await screen.findByText('View saved')).toBeInTheDocument();
  });

  it("shows the server's message under the name when it is taken", async () => {
    const { user } = await openOrders([], {
      'POST /saved-views': () => [
        409,
        {
          message: 'You already have a view with this name',
          errors: { name: 'You already have a view with this name' },
        },
      ],
    });
    await rowOf('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a view with this name')).toBeInTheDocument();
  });

  it('makes a view the default with its star, and deletes one after asking', async () => {
    const defaults: unknown[] = [];
    const deletes: unknown[] = [];
    const { user } = await openOrders([view({})], {
      'POST /saved-views/default': (request) => {
        defaults.push(request.body);
        return [200, { message: 'Default view set' }];
      },
      'POST /saved-views/delete': (request) => {
        deletes.push(request.body);
        return [200, { message: 'View deleted' }];
      },
    });
    await rowOf('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Make default: Pending, big page' }));
    await waitFor(() => expect(defaults).toEqual([{ list: 'material-orders', viewId: view({}).id }]));

    await user.click(screen.getByRole('button', { name: 'Delete view: Pending, big page' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([{ id: view({}).id }]));
    expect(await screen.findByText('View deleted')).toBeInTheDocument();
  });

  it('hides, shows and moves columns from the Columns menu, never hiding the last one', async () => {
    const { user } = await openOrders([]);
    await rowOf('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Order Date' }));
    expect(headers()).toEqual(['Order ID', 'Customer', 'Items', 'Amount', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Move Amount up' }));
    expect(headers()).toEqual(['Order ID', 'Customer', 'Amount', 'Items', 'Actions']);
    await user.click(screen.getByRole('checkbox', { name: 'Order Date' }));
    expect(headers()).toEqual(['Order ID', 'Customer', 'Amount', 'Items', 'Order Date', 'Actions']);

    for (const name of ['Customer', 'Amount', 'Items', 'Order Date'])
      await user.click(screen.getByRole('checkbox', { name }));
    expect(headers()).toEqual(['Order ID', 'Actions']);
    expect(screen.getByRole('checkbox', { name: 'Order ID' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show all columns' }));
    expect(headers()).toEqual(['Order ID', 'Customer', 'Order Date', 'Items', 'Amount', 'Actions']);
  });
});
