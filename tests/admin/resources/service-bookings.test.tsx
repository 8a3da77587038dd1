import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import { arjunsBooking, bookingsApi, meenasBooking, ravisBooking } from '../helpers/bookingsApi';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { cardTitles, cellsOf, expectCards, itToastsUpdateFailures, openStatusUpdate } from '../helpers/statusLists';
import { manyOf } from '../helpers/statusRecordsApi';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN', name: 'Asha Admin' });
const LIST = 'POST /service-bookings/all-booked-services';
const DETAILS = 'POST /service-bookings/booking-details';
const UPDATE = 'POST /service-bookings/update-booked-service';
const CLASH =
  'Suresh Sharma already has 1 confirmed booking on 24 Nov 2026 at 10:00 am; confirming this one would double-book';

const openBookings = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/service-bookings', token: admin, routes: { ...bookingsApi(), ...routes } });

describe('the Service Bookings list (spec §2 "Service Bookings")', () => {
  it('shows the cards, the columns and each booking: short id, customer, provider, en-IN date and time, rupees', async () => {
    const { server } = await openBookings();
    const cells = await cellsOf('Ravi Kumar');

    expect(screen.getByTestId('page-title')).toHaveTextContent('Service Bookings');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Booking ID',
      'Customer',
      'Service Provider',
      'Date and Time',
      'Rate',
      'Total',
      'Status',
      'Actions',
    ]);
    expect(cardTitles(4)).toEqual(['Total Bookings', 'Confirmed', 'Pending', 'Cancelled']);
    expectCards({
      allServiceBookings: 3,
      confirmedServiceBookings: 1,
      pendingServiceBookings: 1,
      cancelledServiceBookings: 1,
    });

    expect(within(cells[0] as HTMLElement).getByTitle(ravisBooking.id)).toHaveTextContent(/^2b3c4d5e$/);
    expect(cells[1]).toHaveTextContent('Ravi Kumar9876543210');
    expect(cells[2]).toHaveTextContent('Suresh Sharma');
    expect(cells[2]).toHaveTextContent('Electrician');
    expect(within(cells[2] as HTMLElement).getByTestId('booking-multiplier')).toHaveTextContent('× 3');
    expect(cells[3]).toHaveTextContent('24 Nov 202610:00 am');
    expect(cells[4]).toHaveTextContent('₹500.00/hour');
    expect(cells[5]).toHaveTextContent('₹1,500.00');
    expect(within(cells[6] as HTMLElement).getByTestId('status-badge')).toHaveTextContent('Pending');
    expect(within(cells[7] as HTMLElement).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(cells[7] as HTMLElement).getByRole('button', { name: 'Update Status' })).toBeInTheDocument();

    expect(server.callsTo(LIST)[0]).toMatchObject({ body: { pageNumber: 0, pageSize: 10 }, params: {} });
  });

  it('shows the multiplier only above 1, a custom speciality, a missing rate and total', async () => {
    await openBookings();
    const meena = await cellsOf('Meena Iyer');
    expect(meena[1]).toHaveTextContent(/^Meena Iyer$/);
    expect(within(meena[2] as HTMLElement).queryByTestId('booking-multiplier')).not.toBeInTheDocument();
    expect(meena[5]).toHaveTextContent('₹500.00');

    const arjun = await cellsOf('Arjun Rao');
    expect(arjun[2]).toHaveTextContent('Kavita Nair');
    expect(arjun[2]).toHaveTextContent('other-Waterproofing');
    expect(within(arjun[2] as HTMLElement).queryByTestId('booking-multiplier')).not.toBeInTheDocument();
    expect(arjun[3]).toHaveTextContent('1 Dec 20264:30 pm');
    expect(arjun[4]).toHaveTextContent('Rate not set');
    expect(arjun[5]).toHaveTextContent(/^—$/);
    expect(within(arjun[6] as HTMLElement).getByTestId('status-badge')).toHaveTextContent('Cancelled');
  });

  it('filters by status in the query, names the status when nothing matches, and clears', async () => {
    const { user, server } = await openBookings(bookingsApi([ravisBooking, meenasBooking]));
    await rowOf('Ravi Kumar');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual(['All', 'Pending', 'Confirmed', 'Cancelled']);
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument());
    expect(server.callsTo(LIST).at(-1)).toMatchObject({
      body: { pageNumber: 0, pageSize: 10 },
      params: { status: 'CONFIRMED' },
    });
    expect(screen.getByText('Meena Iyer')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No bookings found');
    expect(empty).toHaveTextContent('No bookings with status Cancelled');

    await user.click(screen.getByRole('button', { name: 'Clear status filter' }));
    await rowOf('Ravi Kumar');
    expect(server.callsTo(LIST).at(-1)?.params).toEqual({});
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
  });

  it("shows 'Error loading service bookings' with 'Unknown error' when the failure says nothing", async () => {
    allowConsoleErrors();
    await openBookings({ [LIST]: () => Promise.reject(new Error('')) });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Error loading service bookings');
    expect(panel).toHaveTextContent('Unknown error');
  });
});

describe('the bookings pager (spec §2, §9)', () => {
  it('offers Previous and Next, Next disabled on a short page, and 10, 20 or 50 rows', async () => {
    const { user, server } = await openBookings(bookingsApi(manyOf(ravisBooking, 12)));
    await rowOf('Customer 1');
    const next = () => screen.getByRole('button', { name: 'Next' });
    expect(screen.getByTestId('page-of')).toHaveTextContent('Showing 1 to 10 of 12 results');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(next());
    await rowOf('Customer 11');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(screen.getByTestId('page-of')).toHaveTextContent('Showing 11 to 12 of 12 results');
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await rowOf('Customer 1');
    expect(server.callsTo(LIST).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 50 });
    expect(next()).toBeDisabled();
  });
});

describe('the booking details (spec §2 View Details)', () => {
  const openDetails = async (name: string) => {
    const app = await openBookings();
    await app.user.click(within(await rowOf(name)).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    await within(dialog).findByText('No status changes yet');
    return { ...app, dialog };
  };

  it('shows the booking, the provider, the customer, the cost breakdown and the clash', async () => {
    const { dialog, server } = await openDetails('Ravi Kumar');
    expect(server.callsTo(DETAILS)[0]?.body).toEqual({ bookingId: ravisBooking.id });

    expect(dialog).toHaveTextContent('Booking ID2b3c4d5e');
    expect(within(dialog).getAllByTestId('status-badge')[0]).toHaveTextContent('Pending');
    expect(dialog).toHaveTextContent('Service Date24 Nov 2026');
    expect(dialog).toHaveTextContent('Total Cost₹1,500.00');
    expect(dialog).toHaveTextContent('Scheduled Time10:00 am');
    expect(dialog).toHaveTextContent(`Booked On${formatDateTime(ravisBooking.createdAt)}`);

    const provider = within(dialog).getByRole('region', { name: 'Service Provider' });
    expect(within(provider).getByTestId('thumbnail').querySelector('img')).toHaveAttribute(
      'src',
      ravisBooking.serviceProvider.imageUrl,
    );
    expect(provider).toHaveTextContent('Suresh Sharma');
    expect(provider).toHaveTextContent('SpecialityElectrician');
    expect(provider).toHaveTextContent('Contact9812345678');
    expect(provider).toHaveTextContent('Rate per Unit₹500.00/hour');
    const customer = within(dialog).getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('NameRavi Kumar');
    expect(customer).toHaveTextContent('Mobile9876543210');
    const breakdown = within(dialog).getByRole('region', { name: 'Cost Breakdown' });
    expect(breakdown).toHaveTextContent('Base Rate₹500.00');
    expect(breakdown).toHaveTextContent('Multiplier3');
    expect(breakdown).toHaveTextContent('Service Unithour');
    expect(breakdown).toHaveTextContent('Effective Rate₹1,500.00');
    expect(breakdown).toHaveTextContent('Total₹1,500.00');

    const clash = within(dialog).getByTestId('clash-warning');
    expect(clash).toHaveTextContent(CLASH);
    expect(clash).toHaveTextContent('3c4d5e6f of Meena Iyer');
  });

  it("shows 'other-' with a custom speciality, 'No contact', 'Rate not set', and no clash", async () => {
    const { dialog } = await openDetails('Arjun Rao');
    const provider = within(dialog).getByRole('region', { name: 'Service Provider' });
    expect(provider).toHaveTextContent('Specialityother-Waterproofing');
    expect(provider).toHaveTextContent('ContactNo contact');
    expect(provider).toHaveTextContent('Rate per UnitRate not set');
    const breakdown = within(dialog).getByRole('region', { name: 'Cost Breakdown' });
    expect(breakdown).toHaveTextContent('Base RateRate not set');
    expect(breakdown).toHaveTextContent('Service Unitsqft');
    expect(breakdown).toHaveTextContent('Effective Rate—');
    expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
  });

  it('counts only confirmed bookings as clashes', async () => {
    // Ravi's booking at the same hour is only pending: Meena's confirmed one clashes with nothing.
    const { dialog } = await openDetails('Meena Iyer');
    expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
  });
});

describe('Update Status of a booking (spec §4, §8)', () => {
  const openUpdate = async (name: string) => openStatusUpdate(await openBookings(), name);

  it('offers the three values, and enables the button only once the value differs', async () => {
    const { dialog, choose, submit } = await openUpdate('Arjun Rao');
    expect(dialog).toHaveTextContent(`Booking ${arjunsBooking.id.slice(-8)} of Arjun Rao`);
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Cancelled');
    expect(submit).toBeDisabled();
    expect(await choose('Pending')).toEqual(['Pending', 'Confirmed', 'Cancelled']);
    expect(submit).toBeEnabled();
    await choose('Cancelled');
    expect(submit).toBeDisabled();

    // No other booking of Kavita's at that hour: confirming warns of nothing.
    await choose('Confirmed');
    await expect(within(dialog).findByTestId('clash-warning', {}, { timeout: 500 })).rejects.toThrow();
  });

  it('warns before confirming a double booking, confirms, toasts and updates the cards', async () => {
    const { user, dialog, choose, save, server } = await openUpdate('Ravi Kumar');
    await choose('Cancelled');
    expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
    await choose('Confirmed');
    expect(await within(dialog).findByTestId('clash-warning')).toHaveTextContent(CLASH);

    await save('Service booking status updated successfully!');
    expect(server.callsTo(UPDATE)[0]?.body).toEqual({ bookingId: ravisBooking.id, status: 'CONFIRMED' });
    await waitFor(() => expectCards({ pendingServiceBookings: 0, confirmedServiceBookings: 2 }));

    // Now confirmed, the booking's details say the provider is double-booked, and show the change.
    await user.click(within(await rowOf('Ravi Kumar')).getByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    await waitFor(() => expect(within(details).getAllByTestId('status-change')).toHaveLength(1));
    expect(within(details).getByTestId('clash-warning')).toHaveTextContent(
      'Suresh Sharma has 1 other confirmed booking on 24 Nov 2026 at 10:00 am: double-booked',
    );
    expect(within(details).getByTestId('status-change')).toHaveTextContent('by Asha Admin');
  });

  itToastsUpdateFailures({
    open: openBookings,
    route: UPDATE,
    name: 'Ravi Kumar',
    fallback: 'Failed to update service booking status',
  });
});
