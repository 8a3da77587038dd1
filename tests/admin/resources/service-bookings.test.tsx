import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import { bookingContract } from '../../../src/shared/contract/service-bookings';
import { arjunsBooking, bookingsApi, meenasBooking, ravisBooking } from '../helpers/bookingsApi';
import {
  describeScheduleScreen,
  openScheduleDetails,
  openScheduleScreen,
  type ScheduleScreenCase,
} from '../helpers/scheduleScreenSuite';
import { cellsOf, expectCards, expectCells, expectRegions, openStatusUpdate } from '../helpers/statusLists';

const bookings: ScheduleScreenCase<typeof ravisBooking> = {
  path: '/service-bookings',
  contract: bookingContract,
  api: bookingsApi,
  rows: { pending: ravisBooking, confirmed: meenasBooking, other: arjunsBooking },
  texts: {
    title: 'Service Bookings',
    headers: ['Booking ID', 'Customer', 'Service Provider', 'Date and Time', 'Rate', 'Total', 'Status', 'Actions'],
    cards: ['Total Bookings', 'Confirmed', 'Pending', 'Cancelled'],
    filterAll: 'All',
    empty: 'No bookings found',
    emptyCancelled: 'No bookings with status Cancelled',
    loadError: 'Error loading service bookings',
    detailsTitle: 'Booking Details',
    updateDescription: 'Booking 2b3c4d5e of Ravi Kumar',
    updated: 'Service booking status updated successfully!',
    updateFailed: 'Failed to update service booking status',
    clash:
      'Suresh Sharma already has 1 confirmed booking on 24 Nov 2026 at 10:00 am; confirming this one would double-book',
    clashConfirmed: 'Suresh Sharma has 1 other confirmed booking on 24 Nov 2026 at 10:00 am: double-booked',
  },
  offers: ['Pending', 'Confirmed', 'Cancelled'],
};

describeScheduleScreen(bookings);

describe('the Service Bookings list (spec §2 "Service Bookings")', () => {
  it("shows each booking's customer, provider, en-IN date and time, rate and total in rupees", async () => {
    await openScheduleScreen(bookings);
    const cells = await cellsOf('Ravi Kumar');
    expectCards({
      allServiceBookings: 3,
      confirmedServiceBookings: 1,
      pendingServiceBookings: 1,
      cancelledServiceBookings: 1,
    });

    await expectCells('Ravi Kumar', {
      Customer: 'Ravi Kumar9876543210',
      'Service Provider': /^Suresh Sharma× 3Electrician$/,
      'Date and Time': '24 Nov 202610:00 am',
      Rate: '₹500.00/hour',
      Total: '₹1,500.00',
    });
    expect(within(cells[2] as HTMLElement).getByTestId('booking-multiplier')).toHaveTextContent('× 3');
  });

  it('shows the multiplier only above 1, a custom speciality, a missing rate and total', async () => {
    await openScheduleScreen(bookings);
    await expectCells('Meena Iyer', {
      Customer: /^Meena Iyer$/,
      'Service Provider': /^Suresh SharmaElectrician$/,
      Total: '₹500.00',
    });
    await expectCells('Arjun Rao', {
      'Service Provider': /^Kavita Nairother-Waterproofing$/,
      'Date and Time': '1 Dec 20264:30 pm',
      Rate: 'Rate not set',
      Total: /^—$/,
      Status: 'Cancelled',
    });
  });
});

describe('the booking details (spec §2 View Details)', () => {
  it('shows the booking, the provider, the customer, the cost breakdown and whom it clashes with', async () => {
    const { dialog } = await openScheduleDetails(bookings, 'Ravi Kumar');
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
    expectRegions(dialog, {
      'Service Provider': ['Suresh Sharma', 'SpecialityElectrician', 'Contact9812345678', 'Rate per Unit₹500.00/hour'],
      Customer: ['NameRavi Kumar', 'Mobile9876543210'],
      'Cost Breakdown': [
        'Base Rate₹500.00',
        'Multiplier3',
        'Service Unithour',
        'Effective Rate₹1,500.00',
        'Total₹1,500.00',
      ],
    });

    expect(within(dialog).getByTestId('clash-warning')).toHaveTextContent('3c4d5e6f of Meena Iyer');
  });

  it("shows 'other-' with a custom speciality, 'No contact' and 'Rate not set'", async () => {
    const { dialog } = await openScheduleDetails(bookings, 'Arjun Rao');
    expectRegions(dialog, {
      'Service Provider': ['Specialityother-Waterproofing', 'ContactNo contact', 'Rate per UnitRate not set'],
      'Cost Breakdown': ['Base RateRate not set', 'Service Unitsqft', 'Effective Rate—'],
    });
  });

  it('counts only confirmed bookings as clashes', async () => {
    // Ravi's booking at the same hour is only pending: Meena's confirmed one clashes with nothing.
    const { dialog } = await openScheduleDetails(bookings, 'Meena Iyer');
    expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
  });
});

describe('Update Status of a booking (spec §4)', () => {
  it('starts from the status of a cancelled booking, which it offers', async () => {
    const { dialog, choose, submit } = await openStatusUpdate(await openScheduleScreen(bookings), 'Arjun Rao');
    expect(dialog).toHaveTextContent(`Booking ${arjunsBooking.id.slice(-8)} of Arjun Rao`);
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Cancelled');
    expect(submit).toBeDisabled();
    await choose('Pending');
    expect(submit).toBeEnabled();
  });
});
