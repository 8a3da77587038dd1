import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { manyOrders, ordersApi, ravisOrder } from '../helpers/ordersApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });
const LIST = 'POST /order/all-orders';

const openOrders = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/material-orders', token: admin, routes: { ...ordersApi(), ...routes } });

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const card = (name: string) => screen.getByRole('region', { name });

describe('the Material Orders list (spec §2 "Material Orders")', () => {
  it('shows the cards, the columns and each order: short id, customer, en-IN date, quantities, rupees', async () => {
    const { server } = await openOrders();
    const row = await rowOf('Ravi Kumar');

    expect(screen.getByTestId('page-title')).toHaveTextContent('Material Orders');
    expect(headers()).toEqual(['Order ID', 'Customer', 'Order Date', 'Items', 'Amount', 'Actions']);
    expect(within(card('Total Orders')).getByTestId('summary-allOrders-value')).toHaveTextContent('2');
    expect(within(card('Delivered')).getByTestId('summary-deliveredOrders-value')).toHaveTextContent('1');
    expect(within(card('Pending')).getByTestId('summary-pendingOrders-value')).toHaveTextContent('1');

    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('4b6c8a9e');
    expect(within(cells[0] as HTMLElement).getByTitle(ravisOrder.id)).toHaveTextContent(/^4b6c8a9e$/);
    expect(within(cells[0] as HTMLElement).getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(cells[1]).toHaveTextContent('Ravi Kumar9876543210');
    expect(cells[2]).toHaveTextContent('22 May 2025');
    // Issue 26: a short date never wraps into fragments ('22 / Ma / 202').
    expect(getComputedStyle(within(cells[2] as HTMLElement).getByText('22 May 2025')).whiteSpace).toBe('nowrap');
    // 3 bags of cement and 4 boxes of tiles.
    expect(cells[3]).toHaveTextContent(/^7$/);
    expect(cells[4]).toHaveTextContent('₹1,21,141.50');
    expect(within(row).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    // Spec §2: no call to change an order's status on this screen.
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect((await rowOf('Meena Iyer')).querySelectorAll('td')[1]).toHaveTextContent(/^Meena Iyer$/);

    expect(server.callsTo(LIST)[0]?.body).toEqual({ pageNumber: 0, pageSize: 10 });
  });

  it('filters by status in the body from page 0, names the status when nothing matches, and clears', async () => {
    const { user, server } = await openOrders();
    await rowOf('Ravi Kumar');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual(['All Status', 'Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(screen.queryByText('Meena Iyer')).not.toBeInTheDocument());
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 10, status: 'PENDING' });
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No orders found');
    expect(empty).toHaveTextContent('No orders with status Cancelled');

    await user.click(screen.getByRole('button', { name: 'Clear status filter' }));
    await rowOf('Meena Iyer');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 10 });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Status');
    // The button goes away with the filter; the keyboard's place is back on the select.
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear status filter' })).not.toBeInTheDocument();
  });

  it('shows 5 skeleton rows of 6 cells and waiting cards while the first page loads', async () => {
    const reply = deferred<FakeReply>();
    await openOrders({ [LIST]: () => reply.promise });
    const rows = await screen.findAllByTestId('skeleton-row');
    expect(rows).toHaveLength(5);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')).toHaveLength(6);
    expect(screen.getByTestId('summary-allOrders-value').querySelector('.MuiSkeleton-root')).not.toBeNull();

    const page = { pageNumber: 0, totalPages: 1, totalRows: 1 };
    await act(async () =>
      reply.resolve([
        200,
        { data: [ravisOrder], pagination: page, allOrders: 1, deliveredOrders: 0, pendingOrders: 1 },
      ]),
    );
    await rowOf('Ravi Kumar');
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it("says 'No orders found' without a status note when there are none at all", async () => {
    await openOrders(ordersApi([]));
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent(/^No orders found$/);
  });

  it("shows 'Error loading orders' with the server's message", async () => {
    allowConsoleErrors();
    await openOrders({ [LIST]: () => [503, { message: 'The database is unavailable' }] });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Error loading orders');
    expect(panel).toHaveTextContent('The database is unavailable');
  });

  it('asks again when the window regains focus', async () => {
    const { server } = await openOrders();
    await rowOf('Ravi Kumar');
    const before = server.callsTo(LIST).length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(server.callsTo(LIST).length).toBe(before + 1));
    act(() => focusManager.setFocused(undefined));
  });
});

describe('the orders pager (spec §2, §9)', () => {
  it("pages from 0 on the wire, shows 'Page n of totalPages', and offers 10, 20 or 50 rows", async () => {
    const { user, server } = await openOrders(ordersApi(manyOrders(23)));
    await rowOf('Customer 1');
    const pager = () => screen.getByTestId('page-of');
    const previous = () => screen.getByRole('button', { name: 'Previous' });
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(pager()).toHaveTextContent('Page 1 of 3');
    expect(previous()).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(11);

    await user.click(next());
    await rowOf('Customer 11');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(pager()).toHaveTextContent('Page 2 of 3');
    await user.click(next());
    await rowOf('Customer 21');
    expect(pager()).toHaveTextContent('Page 3 of 3');
    expect(next()).toBeDisabled();
    await user.click(previous());
    await rowOf('Customer 11');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 1, pageSize: 10 });

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await rowOf('Customer 1');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 20 });
    expect(pager()).toHaveTextContent('Page 1 of 2');
    expect(screen.getAllByRole('row')).toHaveLength(21);
  });
});

describe('the admin order details (spec §2 View Details)', () => {
  const openDetails = async () => {
    const app = await openOrders();
    await app.user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    await within(dialog).findByTestId('status-history');
    return { ...app, dialog };
  };

  it('shows the order, each item with its seller, and the status history', async () => {
    const { dialog, server } = await openDetails();
    expect(server.callsTo('POST /order/order-details')[0]?.body).toEqual({ orderId: ravisOrder.id });

    expect(dialog).toHaveTextContent('Order ID4b6c8a9e');
    expect(dialog).toHaveTextContent(`Order Date${formatDateTime(ravisOrder.order_date)}`);
    expect(dialog).toHaveTextContent('Total₹1,21,141.50');
    expect(dialog).toHaveTextContent('CustomerRavi Kumar9876543210');
    expect(dialog).toHaveTextContent('Shipping Address45 Park Street, Kolkata, West Bengal 700016');

    const [cement, tiles] = within(dialog).getAllByTestId('order-item') as [HTMLElement, HTMLElement];
    expect(cement).toHaveTextContent('OPC Cement 53 Grade');
    expect(cement).toHaveTextContent('Qty: 3');
    expect(cement).toHaveTextContent('Size: 50 kg');
    expect(within(cement).getByTestId('color-swatch')).toHaveAttribute('title', '#808080');
    expect(within(cement).getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(within(cement).getByTestId('thumbnail').querySelector('img')).toHaveAttribute(
      'src',
      ravisOrder.order_items[0]?.variant_image_url,
    );
    expect(cement).toHaveTextContent('₹1,141.50');
    expect(cement).toHaveTextContent('₹380.50 each');
    expect(within(cement).getByTestId('sold-by')).toHaveTextContent('Sold by Sharma Traders');
    expect(tiles).toHaveTextContent('Qty: 4');
    expect(tiles).not.toHaveTextContent('Size:');
    expect(within(tiles).queryByTestId('color-swatch')).not.toBeInTheDocument();
    expect(within(tiles).getByTestId('status-badge')).toHaveTextContent('Shipped');
    expect(within(tiles).getByTestId('sold-by')).toHaveTextContent('Sold by Gupta Hardware');
    // The final amount is the vendor's line.
    expect(within(dialog).queryByTestId('final-amount')).not.toBeInTheDocument();

    const [change] = within(dialog).getAllByTestId('status-change') as [HTMLElement];
    expect(change).toHaveTextContent('Gupta Hardware');
    expect(
      within(change)
        .getAllByTestId('status-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['Confirmed', 'Shipped']);
    expect(change).toHaveTextContent('by a deleted account');
    expect(change).toHaveTextContent(formatDateTime('2025-05-23T04:45:00.000Z'));
  });

  it('closes with its Close button', async () => {
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order Details' })).not.toBeInTheDocument());
  });

  it("opens View Vendor with the seller's name, address, city, State and pincode", async () => {
    const { user, dialog } = await openDetails();
    const [cement, tiles] = within(dialog).getAllByTestId('order-item') as [HTMLElement, HTMLElement];

    await user.click(within(cement).getByRole('button', { name: 'View Vendor' }));
    const vendor = await screen.findByRole('dialog', { name: 'Vendor Details' });
    expect(vendor).toHaveTextContent('NameSharma Traders');
    expect(vendor).toHaveTextContent('Address12 MG Road');
    expect(vendor).toHaveTextContent('CityPune');
    expect(vendor).toHaveTextContent('StateMaharashtra');
    expect(vendor).toHaveTextContent('Pincode411001');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vendor Details' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeInTheDocument();

    await user.click(within(tiles).getByRole('button', { name: 'View Vendor' }));
    const other = await screen.findByRole('dialog', { name: 'Vendor Details' });
    expect(other).toHaveTextContent('Address—');
    expect(other).toHaveTextContent('CityNagpur');
    expect(other).toHaveTextContent('Pincode—');
  });

  it('shows the order at once and says when its details cannot be loaded', async () => {
    allowConsoleErrors();
    const { user } = await openOrders({ 'POST /order/order-details': () => [404, { message: 'Order not found' }] });
    await user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getAllByTestId('order-item')).toHaveLength(2);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the order');
    expect(alert).toHaveTextContent('Order not found');
  });
});
