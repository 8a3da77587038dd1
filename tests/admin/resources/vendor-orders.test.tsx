import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { ordersApi, ravisOrder } from '../helpers/ordersApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR', name: 'Sharma Traders', vendorId: 'vendor-1' });
const LIST = 'POST /order/all-vendor-orders';
const UPDATE = 'POST /order/update-order';

const openOrders = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/vendor-orders', token: vendor, routes: { ...ordersApi(), ...routes } });

const cardValue = (counter: string) => screen.getByTestId(`summary-${counter}-value`);

describe('the Vendor Orders list (spec §2 "Vendor Orders")', () => {
  it('shows the cards and the columns, with the count of items', async () => {
    const { server } = await openOrders();
    const row = await rowOf('Ravi Kumar');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Vendor Orders');
    // The first column ticks rows for bulk actions (issue 28).
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'Order ID',
      'Customer',
      'Order Date',
      'Items',
      'Amount',
      'Actions',
    ]);
    expect(cardValue('allOrders')).toHaveTextContent('2');
    // Two items, whatever their quantities.
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent(/^2$/);
    expect(within(row).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(server.callsTo(LIST)[0]).toMatchObject({ body: { pageNumber: 0, pageSize: 10 }, params: {} });
  });

  it('sends the status filter in the query and the page in the body', async () => {
    const { user, server } = await openOrders();
    await rowOf('Meena Iyer');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument());
    expect(server.callsTo(LIST).at(-1)).toMatchObject({
      body: { pageNumber: 0, pageSize: 10 },
      params: { status: 'DELIVERED' },
    });
    expect(server.callsTo(LIST).at(-1)?.body).not.toHaveProperty('status');
  });

  it('shows the final amount and no sellers in the details', async () => {
    const { user } = await openOrders();
    await user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getByTestId('final-amount')).toHaveTextContent('Final Amount: ₹1,21,141.50');
    expect(dialog).toHaveTextContent('StatusPending');
    expect(within(dialog).queryByTestId('sold-by')).not.toBeInTheDocument();
  });
});

describe('Update Status (spec §4, §8)', () => {
  const openUpdate = async (routes: Record<string, FakeHandler> = {}) => {
    const app = await openOrders(routes);
    await app.user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    return { ...app, dialog };
  };
  const choose = async (user: Awaited<ReturnType<typeof openUpdate>>['user'], status: string) => {
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: status }));
  };

  it('offers the five values and enables the button only once the value differs', async () => {
    const { user, dialog } = await openUpdate();
    expect(dialog).toHaveTextContent('Order 4b6c8a9e of Ravi Kumar');
    const submit = within(dialog).getByRole('button', { name: 'Update Status' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const values = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(values).toEqual(['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Shipped' }));
    expect(submit).toBeEnabled();
    await choose(user, 'Pending');
    expect(submit).toBeDisabled();
  });

  it('sends the change, toasts, and updates the row, the cards and the history without a reload', async () => {
    const { user, dialog, server } = await openUpdate();
    expect(cardValue('pendingOrders')).toHaveTextContent('1');
    await choose(user, 'Delivered');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Order status updated successfully!')).toBeInTheDocument();
    expect(server.callsTo(UPDATE)[0]?.body).toEqual({ orderId: ravisOrder.id, status: 'DELIVERED' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Status' })).not.toBeInTheDocument());
    await waitFor(() => expect(cardValue('pendingOrders')).toHaveTextContent('0'));
    expect(cardValue('deliveredOrders')).toHaveTextContent('2');
    expect(within(await rowOf('Ravi Kumar')).getByTestId('status-badge')).toHaveTextContent('Delivered');

    await user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Order Details' });
    await waitFor(() => expect(within(details).getAllByTestId('status-change')).toHaveLength(2));
    const latest = within(details).getAllByTestId('status-change')[1] as HTMLElement;
    expect(
      within(latest)
        .getAllByTestId('status-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['Pending', 'Delivered']);
    expect(latest).toHaveTextContent('by Sharma Traders');
  });

  it("shows the server's message when the change is refused, and keeps the dialog open", async () => {
    allowConsoleErrors();
    const { user, dialog } = await openUpdate({ [UPDATE]: () => [404, { message: 'Order not found' }] });
    await choose(user, 'Confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Status' })).toBeInTheDocument();
    expect(within(await rowOf('Ravi Kumar')).getByTestId('status-badge')).toHaveTextContent('Pending');
  });

  it("falls back to 'Failed to update order status' when the failure says nothing", async () => {
    allowConsoleErrors();
    const { user, dialog } = await openUpdate({ [UPDATE]: () => Promise.reject(new Error('')) });
    await choose(user, 'Cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  });
});
