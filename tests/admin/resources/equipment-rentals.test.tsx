import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { arjunsRental, ravisRental, rentalsApi } from '../helpers/rentalsApi';
import {
  cardTitles,
  cellsOf,
  colourOf,
  expectCards,
  itToastsUpdateFailures,
  openStatusUpdate,
} from '../helpers/statusLists';
import { manyOf } from '../helpers/statusRecordsApi';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN', name: 'Asha Admin' });
const LIST = 'POST /equipment-rentals/get-all-rental-orders';
const DETAILS = 'POST /equipment-rentals/rental-details';
const UPDATE = 'POST /equipment-rentals/update-rental-order';
const CLASH = '3 of 4 units are already confirmed for 24 Nov 2026; confirming this rental of 2 would overbook';

const openRentals = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/equipment-rentals', token: admin, routes: { ...rentalsApi(), ...routes } });

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the Equipment Rentals list (spec §2 "Equipment Rentals")', () => {
  it('shows the cards, the columns and each rental: short id, equipment, customer, en-IN date and time, rupees', async () => {
    const { server } = await openRentals();
    const cells = await cellsOf('Ravi Kumar');

    expect(screen.getByTestId('page-title')).toHaveTextContent('Equipment Rentals');
    expect(headers()).toEqual([
      'Rental ID',
      'Equipment',
      'Customer',
      'Date & Time',
      'Quantity',
      'Unit',
      'Multiplier',
      'Rate',
      'Status',
      'Actions',
    ]);
    expect(cardTitles(4)).toEqual(['Total', 'Pending', 'Confirmed', 'Cancelled']);
    expectCards({ allRentalOrders: 3, pendingRentalOrders: 1, confirmedRentalOrders: 1, cancelledRentalOrders: 0 });

    expect(within(cells[0] as HTMLElement).getByTitle(ravisRental.id)).toHaveTextContent(/^3f4a5b6c$/);
    expect(cells[1]).toHaveTextContent('JCB Backhoe Loader');
    expect(
      within(cells[1] as HTMLElement)
        .getByTestId('thumbnail')
        .querySelector('img'),
    ).toHaveAttribute('src', ravisRental.equipment.imageUrl);
    expect(cells[2]).toHaveTextContent('Ravi Kumar9876543210');
    // The booked day and hour as booked, whatever the browser's time zone.
    expect(cells[3]).toHaveTextContent('24 Nov 20262:30 pm');
    expect(cells[4]).toHaveTextContent(/^2$/);
    expect(cells[5]).toHaveTextContent(/^hour$/);
    expect(cells[6]).toHaveTextContent(/^3$/);
    expect(cells[7]).toHaveTextContent('₹1,200.00/hour');
    expect(within(cells[8] as HTMLElement).getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(within(cells[9] as HTMLElement).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(cells[9] as HTMLElement).getByRole('button', { name: 'Update Status' })).toBeInTheDocument();

    expect(server.callsTo(LIST)[0]).toMatchObject({ body: { pageNumber: 0, pageSize: 10 }, params: {} });
  });

  it('shows a COMPLETED rental with a badge of its own colour', async () => {
    await openRentals();
    const badges = [
      within((await cellsOf('Ravi Kumar'))[8] as HTMLElement).getByTestId('status-badge'),
      within((await cellsOf('Meena Iyer'))[8] as HTMLElement).getByTestId('status-badge'),
      within((await cellsOf('Arjun Rao'))[8] as HTMLElement).getByTestId('status-badge'),
    ];
    expect(badges.map((badge) => badge.textContent)).toEqual(['Pending', 'Confirmed', 'Completed']);
    const colours = badges.map(colourOf);
    expect(new Set(colours).size).toBe(3);
    expect(colours[2]).toBe('MuiChip-colorPrimary');
  });

  it('shows a status it does not know by its name, with the PENDING appearance', async () => {
    await openRentals(rentalsApi([{ ...arjunsRental, status: 'ON_HOLD' as 'PENDING' }]));
    const badge = within((await cellsOf('Arjun Rao'))[8] as HTMLElement).getByTestId('status-badge');
    expect(badge).toHaveTextContent('ON_HOLD');
    expect(colourOf(badge)).toBe('MuiChip-colorWarning');
  });

  it('filters by status in the query from page 0, and names the status when nothing matches', async () => {
    const { user, server } = await openRentals();
    await rowOf('Ravi Kumar');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual(['All Status', 'Pending', 'Confirmed', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(screen.queryByText('Meena Iyer')).not.toBeInTheDocument());
    expect(server.callsTo(LIST).at(-1)).toMatchObject({
      body: { pageNumber: 0, pageSize: 10 },
      params: { status: 'PENDING' },
    });
    expect(server.callsTo(LIST).at(-1)?.body).not.toHaveProperty('status');
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    // The cards count every status whatever the filter.
    expectCards({ allRentalOrders: 3 });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No rentals found');
    expect(empty).toHaveTextContent('No rentals with status Cancelled');

    await user.click(screen.getByRole('button', { name: 'Clear status filter' }));
    await rowOf('Meena Iyer');
    expect(server.callsTo(LIST).at(-1)?.params).toEqual({});
  });

  it("says 'No rentals found' without a status note when there are none at all", async () => {
    await openRentals(rentalsApi([]));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent(/^No rentals found$/);
  });

  it("shows 'Error loading rentals' with the server's message", async () => {
    allowConsoleErrors();
    await openRentals({ [LIST]: () => [503, { message: 'The database is unavailable' }] });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Error loading rentals');
    expect(panel).toHaveTextContent('The database is unavailable');
  });
});

describe('the rentals pager (spec §2, §9)', () => {
  it("shows 'Showing x to y of total results', pages from 0 on the wire, and offers 10, 20 or 50 rows", async () => {
    const { user, server } = await openRentals(rentalsApi(manyOf(ravisRental, 23)));
    await rowOf('Customer 1');
    const showing = () => screen.getByTestId('page-of');
    const previous = () => screen.getByRole('button', { name: 'Previous' });
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(showing()).toHaveTextContent('Showing 1 to 10 of 23 results');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    await user.click(next());
    await rowOf('Customer 11');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(showing()).toHaveTextContent('Showing 11 to 20 of 23 results');
    await user.click(next());
    await rowOf('Customer 21');
    expect(showing()).toHaveTextContent('Showing 21 to 23 of 23 results');
    // Three rows of ten: the last page.
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '20' }));
    await rowOf('Customer 1');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 20 });
    expect(showing()).toHaveTextContent('Showing 1 to 20 of 23 results');
  });

  it('disables Next when a page comes back with fewer rows than the page size, whatever the total says', async () => {
    const short = manyOf(ravisRental, 3);
    await openRentals({
      [LIST]: () => [
        200,
        {
          data: short,
          pagination: { pageNumber: 0, pageSize: 10, totalRows: 30, totalPages: 3 },
          allRentalOrders: 30,
          pendingRentalOrders: 30,
          confirmedRentalOrders: 0,
          cancelledRentalOrders: 0,
        },
      ],
    });
    await rowOf('Customer 3');
    expect(screen.getByTestId('page-of')).toHaveTextContent('Showing 1 to 3 of 30 results');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('the rental details (spec §2 Equipment Rentals details)', () => {
  const openDetails = async (name = 'Ravi Kumar') => {
    const app = await openRentals();
    await app.user.click(within(await rowOf(name)).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rental Details' });
    await within(dialog).findByText('No status changes yet');
    return { ...app, dialog };
  };

  it('shows the rental, the customer, the equipment, the schedule, the rate breakdown and the clash', async () => {
    const { dialog, server } = await openDetails();
    expect(server.callsTo(DETAILS)[0]?.body).toEqual({ rentalId: ravisRental.id });

    expect(dialog).toHaveTextContent('Rental ID3f4a5b6c');
    expect(within(dialog).getAllByTestId('status-badge')[0]).toHaveTextContent('Pending');
    expect(dialog).toHaveTextContent(`Created${formatDateTime(ravisRental.createdAt)}`);
    expect(dialog).toHaveTextContent('Total₹7,200.00');
    expect(dialog).toHaveTextContent('CustomerRavi Kumar9876543210');

    const equipment = within(dialog).getByRole('region', { name: 'Equipment' });
    expect(equipment).toHaveTextContent('JCB Backhoe Loader');
    expect(equipment).toHaveTextContent('Backhoe loader with operator');
    const schedule = within(dialog).getByRole('region', { name: 'Schedule' });
    expect(schedule).toHaveTextContent('Date24 Nov 2026');
    expect(schedule).toHaveTextContent('Time2:30 pm');
    const breakdown = within(dialog).getByRole('region', { name: 'Rate Breakdown' });
    expect(breakdown).toHaveTextContent('Daily Rate₹1,200.00/hour');
    expect(breakdown).toHaveTextContent('Quantity2');
    expect(breakdown).toHaveTextContent('Multiplier3');
    expect(breakdown).toHaveTextContent('Unithour');
    expect(breakdown).toHaveTextContent('Total₹7,200.00');

    expect(within(dialog).getByTestId('clash-warning')).toHaveTextContent(CLASH);
    expect(within(dialog).getByRole('region', { name: 'Status History' })).toBeInTheDocument();
  });

  it('warns of no clash where the equipment has units to spare, and closes with Close', async () => {
    const { user, dialog } = await openDetails('Arjun Rao');
    expect(within(dialog).getAllByTestId('status-badge')[0]).toHaveTextContent('Completed');
    expect(within(dialog).getByRole('region', { name: 'Equipment' })).toHaveTextContent('Concrete Mixer (1 Bag)');
    expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rental Details' })).not.toBeInTheDocument());
  });
});

describe('Update Status of a rental (spec §4, §8)', () => {
  const openUpdate = async (name: string) => openStatusUpdate(await openRentals(), name);

  it('offers PENDING, CONFIRMED and CANCELLED only, and enables the button once the value differs', async () => {
    const { dialog, choose, submit } = await openUpdate('Ravi Kumar');
    expect(dialog).toHaveTextContent('Rental 3f4a5b6c of Ravi Kumar');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(submit).toBeDisabled();
    expect(await choose('Cancelled')).toEqual(['Pending', 'Confirmed', 'Cancelled']);
    expect(submit).toBeEnabled();
    await choose('Pending');
    expect(submit).toBeDisabled();
  });

  it('warns before confirming a rental that would overbook, and still confirms it', async () => {
    const { dialog, choose, save, server } = await openUpdate('Ravi Kumar');
    // The figures are fetched as the dialog opens; nothing is said before CONFIRMED is chosen.
    await waitFor(() => expect(server.callsTo(DETAILS)).toHaveLength(1));
    await choose('Cancelled');
    expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
    await choose('Confirmed');
    expect(await within(dialog).findByTestId('clash-warning')).toHaveTextContent(CLASH);
    await choose('Cancelled');
    expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();

    await choose('Confirmed');
    await screen.findByTestId('clash-warning');
    await save('Rental status updated successfully!');
    expect(server.callsTo(UPDATE)[0]?.body).toEqual({ rentalId: ravisRental.id, status: 'CONFIRMED' });
    await waitFor(() => expectCards({ pendingRentalOrders: 0, confirmedRentalOrders: 2 }));
    expect(within((await cellsOf('Ravi Kumar'))[8] as HTMLElement).getByTestId('status-badge')).toHaveTextContent(
      'Confirmed',
    );
  });

  it('says nothing when confirming leaves units to spare', async () => {
    const { dialog, choose, server } = await openUpdate('Arjun Rao');
    // An unknown-to-the-select current status (COMPLETED is shown, not offered) starts empty.
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await waitFor(() => expect(server.callsTo(DETAILS)).toHaveLength(1));
    await choose('Confirmed');
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeEnabled();
    await expect(within(dialog).findByTestId('clash-warning', {}, { timeout: 500 })).rejects.toThrow();
  });

  itToastsUpdateFailures({
    open: openRentals,
    route: UPDATE,
    name: 'Ravi Kumar',
    fallback: 'Failed to update rental status',
  });
});
