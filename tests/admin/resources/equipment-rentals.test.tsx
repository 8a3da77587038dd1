import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import { rentalContract } from '../../../src/shared/contract/equipment-rentals';
import { arjunsRental, meenasRental, ravisRental, rentalsApi } from '../helpers/rentalsApi';
import {
  describeScheduleScreen,
  openScheduleDetails,
  openScheduleScreen,
  type ScheduleScreenCase,
} from '../helpers/scheduleScreenSuite';
import { cellsOf, colourOf, expectCards, expectCells, expectRegions, openStatusUpdate } from '../helpers/statusLists';

const rentals: ScheduleScreenCase<typeof ravisRental> = {
  path: '/equipment-rentals',
  contract: rentalContract,
  api: rentalsApi,
  rows: { pending: ravisRental, confirmed: meenasRental, other: arjunsRental },
  texts: {
    title: 'Equipment Rentals',
    headers: [
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
    ],
    cards: ['Total', 'Pending', 'Confirmed', 'Cancelled', 'Completed'],
    filterAll: 'All Status',
    empty: 'No rentals found',
    emptyCancelled: 'No rentals with status Cancelled',
    loadError: 'Error loading rentals',
    detailsTitle: 'Rental Details',
    updateDescription: 'Rental 3f4a5b6c of Ravi Kumar',
    updated: 'Rental status updated successfully!',
    updateFailed: 'Failed to update rental status',
    clash: '3 of 4 units are already confirmed for 24 Nov 2026; confirming this rental of 2 would overbook',
    clashConfirmed:
      '3 other units of 4 are confirmed for 24 Nov 2026; with this rental of 2 the equipment is overbooked',
  },
  offers: ['Pending', 'Confirmed', 'Cancelled'],
  // Beyond spec §2: completed rentals, shown but never offered, can be listed alone.
  filters: ['Pending', 'Confirmed', 'Cancelled', 'Completed'],
};

describeScheduleScreen(rentals);

describe('the Equipment Rentals list (spec §2 "Equipment Rentals")', () => {
  it("shows each rental's equipment, customer, en-IN date and time, quantity, unit, multiplier and rate", async () => {
    await openScheduleScreen(rentals);
    const cells = await cellsOf('Ravi Kumar');
    expectCards({
      allRentalOrders: 3,
      pendingRentalOrders: 1,
      confirmedRentalOrders: 1,
      cancelledRentalOrders: 0,
      completedRentalOrders: 1,
    });

    expect(cells[1]).toHaveTextContent('JCB Backhoe Loader');
    expect(
      within(cells[1] as HTMLElement)
        .getByTestId('thumbnail')
        .querySelector('img'),
    ).toHaveAttribute('src', ravisRental.equipment.imageUrl);
    await expectCells('Ravi Kumar', {
      Customer: 'Ravi Kumar9876543210',
      // The booked day and hour as booked, whatever the browser's time zone.
      'Date & Time': '24 Nov 20262:30 pm',
      Quantity: /^2$/,
      Unit: /^hour$/,
      Multiplier: /^3$/,
      Rate: '₹1,200.00/hour',
    });
  });

  it('shows a COMPLETED rental with a badge of its own colour', async () => {
    await openScheduleScreen(rentals);
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
});

describe('the rental details (spec §2 Equipment Rentals details)', () => {
  it('shows the rental, the customer, the equipment, the schedule and the rate breakdown', async () => {
    const { dialog } = await openScheduleDetails(rentals, 'Ravi Kumar');
    expect(dialog).toHaveTextContent('Rental ID3f4a5b6c');
    expect(within(dialog).getAllByTestId('status-badge')[0]).toHaveTextContent('Pending');
    expect(dialog).toHaveTextContent(`Created${formatDateTime(ravisRental.createdAt)}`);
    expect(dialog).toHaveTextContent('Total₹7,200.00');
    expect(dialog).toHaveTextContent('CustomerRavi Kumar9876543210');

    expectRegions(dialog, {
      Equipment: ['JCB Backhoe Loader', 'Backhoe loader with operator'],
      Schedule: ['Date24 Nov 2026', 'Time2:30 pm'],
      'Rate Breakdown': ['Daily Rate₹1,200.00/hour', 'Quantity2', 'Multiplier3', 'Unithour', 'Total₹7,200.00'],
    });
  });

  it('shows a completed rental of equipment with units to spare', async () => {
    const { dialog } = await openScheduleDetails(rentals, 'Arjun Rao');
    expect(within(dialog).getAllByTestId('status-badge')[0]).toHaveTextContent('Completed');
    expect(within(dialog).getByRole('region', { name: 'Equipment' })).toHaveTextContent('Concrete Mixer (1 Bag)');
  });
});

describe('Update Status of a rental (spec §4)', () => {
  it('starts empty for a COMPLETED rental, a status it shows but does not offer', async () => {
    const { dialog } = await openStatusUpdate(await openScheduleScreen(rentals), 'Arjun Rao');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).not.toHaveTextContent(/Completed/);
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });
});
