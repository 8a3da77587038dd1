import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../helpers/fakeApi';
import { manyOrders, ordersApi } from '../helpers/ordersApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR', name: 'Sharma Traders', vendorId: 'vendor-1' });
const LIST = 'POST /order/all-vendor-orders';
const BULK = 'POST /bulk/order-status';
const orders = manyOrders(15);

/** The vendor's orders, 15 of them, and a bulk call answering `refused` for the ids it names. */
const openOrders = (refused: string[] = []) => {
  const bulk: FakeHandler = ({ body }) => {
    const { target } = body as { target: { ids?: string[] } };
    const named = target.ids ?? orders.map(({ id }) => id);
    const refusedRows = named
      .filter((id) => refused.includes(id))
      .map((id) => ({ id, label: id.slice(-8), message: 'Order not found' }));
    return [200, { bulkId: crypto.randomUUID(), updated: named.length - refusedRows.length, refused: refusedRows }];
  };
  return renderApp({ path: '/vendor-orders', token: vendor, routes: { ...ordersApi(orders), [BULK]: bulk } });
};

describe('bulk actions on a list (issue 28)', () => {
  it('shows the selection bar, offers all N matching once the page is ticked, and sends the filter after a confirmation', async () => {
    const { user, server } = await openOrders();
    await rowOf('Customer 1');
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByTestId('bulk-count')).toHaveTextContent('10 selected');
    await user.click(within(bar).getByRole('button', { name: 'Select all 15 matching' }));
    expect(within(bar).getByTestId('bulk-count')).toHaveTextContent('All 15 matching rows selected');

    await user.click(within(bar).getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status of 15 orders' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(apply);

    const confirm = await screen.findByRole('dialog', { name: 'Apply to all 15 matching rows?' });
    const listCalls = server.callsTo(LIST).length;
    await user.click(within(confirm).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('15 updated')).toBeInTheDocument();
    // The filter itself, not ids: the server finds every matching order.
    expect(server.callsTo(BULK)).toHaveLength(1);
    expect(server.callsTo(BULK)[0]?.body).toEqual({ target: { filter: {} }, status: 'CONFIRMED' });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo(LIST).length).toBeGreaterThan(listCalls));
  });

  it('sends the ticked ids, and names the refused rows in the summary', async () => {
    const [first, second] = orders;
    const { user, server } = await openOrders([second!.id]);
    await user.click(within(await rowOf('Customer 1')).getByRole('checkbox', { name: 'Select this row' }));
    await user.click(within(await rowOf('Customer 2')).getByRole('checkbox', { name: 'Select this row' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByTestId('bulk-count')).toHaveTextContent('2 selected');
    expect(within(bar).queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Update Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update status of 2 orders' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(
      await screen.findByText(`1 updated, 1 refused: ${second!.id.slice(-8)}: Order not found`),
    ).toBeInTheDocument();
    expect(server.callsTo(BULK)[0]?.body).toEqual({ target: { ids: [first!.id, second!.id] }, status: 'SHIPPED' });
    expect(screen.queryByRole('dialog', { name: 'Update status of 2 orders' })).not.toBeInTheDocument();
  });
});
