import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../src/shared/contract/calendar';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler, FakeRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { ravisRental, rentalsApi } from '../helpers/rentalsApi';
import { makeToken } from '../helpers/token';

/**
 * Issue 29's calendars: the timeline of equipments and days, a day's rentals opening the list's
 * details and Update Status, one equipment's month, month navigation, the keyboard (a WAI-ARIA
 * grid in both views), and the providers' calendar with its buffers.
 */

const admin = makeToken({ role: 'ADMIN', name: 'Asha Admin' });
const jcb = { ...ravisRental.equipment };
const mixer = {
  id: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  name: 'Concrete Mixer (1 Bag)',
  stock: 12,
  turnaroundDays: 2,
};

/** Every day of a call's range, naught but where `marked` says. */
function daysOf({ from, to }: { from: string; to: string }, marked: Record<number, Partial<CalendarDay>> = {}) {
  const days: CalendarDay[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) {
    const date = new Date(at).toISOString().slice(0, 10);
    days.push({ date, confirmed: 0, pending: 0, records: 0, overBooked: false, ...marked[Number(date.slice(8))] });
  }
  return days;
}

const body = (request: FakeRequest) => request.body as { from: string; to: string; pageNumber: number };

const rentalRoutes: Record<string, FakeHandler> = {
  ...rentalsApi(),
  'POST /equipment-rentals/calendar': (request: FakeRequest) => [
    200,
    {
      data: [
        {
          owner: { id: jcb.id, name: jcb.name, stock: jcb.stock, turnaroundDays: jcb.turnaroundDays },
          days: daysOf(body(request), {
            3: { confirmed: 4, records: 1 },
            9: { confirmed: 5, pending: 2, records: 3, overBooked: true },
            12: { pending: 2, records: 1 },
          }),
        },
        { owner: mixer, days: daysOf(body(request)) },
      ],
      pageInfo: { pageNumber: body(request).pageNumber, pageSize: 20, totalRows: 2, totalPages: 1 },
    },
  ],
  'POST /equipment-rentals/equipment-calendar': (request: FakeRequest) => [
    200,
    { data: { owner: mixer, days: daysOf(body(request), { 15: { confirmed: 12, records: 2 } }) } },
  ],
  'POST /equipment-rentals/calendar-day': () => [
    200,
    { data: [{ ...ravisRental, heldFrom: '2026-11-24T14:30:00', heldUntil: '2026-11-24T17:30:00' }] },
  ],
};

const openRentals = () => renderApp({ path: '/rental-calendar', token: admin, routes: rentalRoutes });

describe('the rentals calendar (issue 29)', () => {
  it('is a menu entry under the rentals, and shows each equipment against its stock per day', async () => {
    await openRentals();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const entries = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries.indexOf('Rental Calendar')).toBe(entries.indexOf('Rentals') + 1);
    const table = await screen.findByRole('grid', { name: 'Timeline' });
    expect(within(table).getByRole('rowheader', { name: /JCB Backhoe Loader/ })).toHaveTextContent(
      'Stock 4 · Turnaround 0 days',
    );
    const over = within(table).getByRole('button', {
      name: /JCB Backhoe Loader, 9 \w+ \d{4}: 5 of 4 held by confirmed, 2 pending, 3 in all, over-booked/,
    });
    expect(over).toHaveTextContent('5/4+2 pending');
    expect(over).toHaveAttribute('data-over-booked', 'true');
    const pendingOnly = within(table).getByRole('button', {
      name: /JCB Backhoe Loader, 12 \w+ \d{4}: 0 of 4 held by confirmed, 2 pending/,
    });
    expect(pendingOnly).not.toHaveAttribute('data-over-booked');
    expect(within(table).getByRole('rowheader', { name: /Concrete Mixer/ })).toHaveTextContent('Turnaround 2 days');
  });

  it('moves a month at a time', async () => {
    const { server, user } = await openRentals();
    await screen.findByRole('grid', { name: 'Timeline' });
    const first = body(server.callsTo('POST /equipment-rentals/calendar')[0]!);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(server.callsTo('POST /equipment-rentals/calendar')).toHaveLength(2));
    const next = body(server.callsTo('POST /equipment-rentals/calendar')[1]!);
    expect(first.from.slice(8)).toBe('01');
    expect(next.from).toBe(new Date(Date.parse(first.to) + 86_400_000).toISOString().slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(screen.getByTestId('calendar-month-title')).not.toHaveTextContent(''));
    const back = body(server.callsTo('POST /equipment-rentals/calendar').at(-1)!);
    expect(back.to < first.from).toBe(true);
  });

  it("opens a day's rentals from the keyboard, with the list's details and Update Status", async () => {
    const { server, user } = await openRentals();
    const table = await screen.findByRole('grid', { name: 'Timeline' });
    const cell = within(table).getByRole('button', { name: /JCB Backhoe Loader, 9 \w+ \d{4}: .*over-booked/ });
    cell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /JCB Backhoe Loader on/ });
    const [request] = server.callsTo('POST /equipment-rentals/calendar-day');
    expect(request?.body).toEqual({ equipmentId: jcb.id, date: expect.stringMatching(/-09$/) });
    const row = await within(dialog).findByTestId(`held-${ravisRental.id}`);
    expect(row).toHaveTextContent('Ravi Kumar · Quantity 2');
    expect(row).toHaveTextContent('Held 24 Nov 2026 2:30 pm → 24 Nov 2026 5:30 pm');
    expect(row).toHaveTextContent('Pending');

    await user.click(within(row).getByRole('button', { name: 'Update Status' }));
    const update = await screen.findByRole('dialog', { name: 'Update Status' });
    await user.click(within(update).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(within(update).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Rental status updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /equipment-rentals/update-rental-order')).toHaveLength(1));
    expect(server.callsTo('POST /equipment-rentals/update-rental-order')[0]?.body).toEqual({
      rentalId: ravisRental.id,
      status: 'CONFIRMED',
    });
    // The calendar and the day are asked again: what they show follows the change.
    await waitFor(() => expect(server.callsTo('POST /equipment-rentals/calendar-day').length).toBeGreaterThan(1));
  });

  it('is a grid to the keyboard: one tab stop, the arrows, Home and End, Enter opening the day', async () => {
    const { server, user } = await openRentals();
    const grid = await screen.findByRole('grid', { name: 'Timeline' });
    const tabStops = () =>
      within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0);
    expect(tabStops()).toEqual([within(grid).getByRole('button', { name: 'Month of JCB Backhoe Loader' })]);
    const day = (owner: RegExp, n: number) =>
      within(grid).getByRole('button', { name: new RegExp(`${owner.source}, ${n} \\w+ \\d{4}:`) });
    const jcbName = /JCB Backhoe Loader/;
    const mixerName = /Concrete Mixer \(1 Bag\)/;

    day(jcbName, 8).focus();
    await user.keyboard('{ArrowRight}');
    expect(day(jcbName, 9)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(mixerName, 9)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(mixerName, 9)).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(within(grid).getByRole('button', { name: 'Month of JCB Backhoe Loader' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(grid).getByRole('button', { name: 'Month of JCB Backhoe Loader' })).toHaveFocus();
    await user.keyboard('{End}');
    const days = within(grid)
      .getAllByRole('button')
      .filter((button) => jcbName.test(button.getAttribute('aria-label') ?? ''));
    expect(days.at(-1)).toHaveFocus();
    // The tab stop follows the focus: Tab leaves the grid from anywhere and comes back to it.
    expect(tabStops()).toEqual([days.at(-1)]);

    await user.keyboard('{Control>}{Home}{/Control}');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(day(jcbName, 9)).toHaveFocus();
    const asked = server.callsTo('POST /equipment-rentals/calendar-day').length;
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: /JCB Backhoe Loader on/ });
    expect(server.callsTo('POST /equipment-rentals/calendar-day')).toHaveLength(asked + 1);
    expect(server.callsTo('POST /equipment-rentals/calendar-day').at(-1)?.body).toEqual({
      equipmentId: jcb.id,
      date: expect.stringMatching(/-09$/),
    });
  });

  it("is a grid in one equipment's month too: a day or a week at a time, running on across weeks", async () => {
    const { server, user } = await openRentals();
    const timeline = await screen.findByRole('grid', { name: 'Timeline' });
    await user.click(within(timeline).getByRole('button', { name: 'Month of Concrete Mixer (1 Bag)' }));
    const month = await screen.findByRole('grid', { name: 'Concrete Mixer (1 Bag)' });
    const day = (n: number) => within(month).getByRole('button', { name: new RegExp(`, ${n} \\w+ \\d{4}:`) });
    expect(
      within(month)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([day(1)]);
    day(15).focus();
    await user.keyboard('{ArrowUp}');
    expect(day(8)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(day(22)).toHaveFocus();
    // Seven days back crosses a week's start: left runs on into the week before.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(day(15)).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: /Concrete Mixer \(1 Bag\) on/ });
    expect(server.callsTo('POST /equipment-rentals/calendar-day').at(-1)?.body).toEqual({
      equipmentId: mixer.id,
      date: expect.stringMatching(/-15$/),
    });
  });

  it("shows the server's refusal of a confirmation the stock cannot hold, the dialog kept open", async () => {
    allowConsoleErrors();
    const refusal =
      'Cannot confirm: on 2026-11-24 the equipment would hold 5 units of 4 in stock (turnaround included)';
    const { user } = await renderApp({
      path: '/rental-calendar',
      token: admin,
      routes: { ...rentalRoutes, 'POST /equipment-rentals/update-rental-order': () => [409, { message: refusal }] },
    });
    const table = await screen.findByRole('grid', { name: 'Timeline' });
    await user.click(within(table).getByRole('button', { name: /JCB Backhoe Loader, 9 \w+ \d{4}: .*over-booked/ }));
    const dialog = await screen.findByRole('dialog', { name: /JCB Backhoe Loader on/ });
    await user.click(
      within(await within(dialog).findByTestId(`held-${ravisRental.id}`)).getByRole('button', {
        name: 'Update Status',
      }),
    );
    const update = await screen.findByRole('dialog', { name: 'Update Status' });
    await user.click(within(update).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(within(update).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Status' })).toBeInTheDocument();
  });

  it("shows one equipment's month from its name, and goes back to the timeline", async () => {
    const { server, user } = await openRentals();
    const table = await screen.findByRole('grid', { name: 'Timeline' });
    await user.click(within(table).getByRole('button', { name: 'Month of Concrete Mixer (1 Bag)' }));
    const month = await screen.findByRole('grid', { name: 'Concrete Mixer (1 Bag)' });
    expect(server.callsTo('POST /equipment-rentals/equipment-calendar')[0]?.body).toMatchObject({
      equipmentId: mixer.id,
    });
    expect(within(month).getByRole('button', { name: /, 15 \w+ \d{4}: 12 of 12 held by confirmed/ })).toHaveTextContent(
      '1512/12',
    );
    await user.click(screen.getByRole('button', { name: 'Back to the timeline' }));
    expect(await screen.findByRole('grid', { name: 'Timeline' })).toBeInTheDocument();
  });
});

describe('the bookings calendar (issue 29)', () => {
  it('shows each provider with its buffer, a provider holding one booking at a time', async () => {
    await renderApp({
      path: '/booking-calendar',
      token: admin,
      routes: {
        'POST /service-bookings/calendar': (request) => [
          200,
          {
            data: [
              {
                owner: { id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b', name: 'Suresh Sharma', bufferMinutes: 30 },
                days: daysOf(body(request), { 4: { confirmed: 2, records: 2, overBooked: true } }),
              },
            ],
            pageInfo: { pageNumber: 0, pageSize: 20, totalRows: 1, totalPages: 1 },
          },
        ],
      },
    });
    const table = await screen.findByRole('grid', { name: 'Timeline' });
    expect(screen.getByRole('columnheader', { name: 'Service Provider' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /Suresh Sharma/ })).toHaveTextContent('Buffer 30 minutes');
    expect(
      within(table).getByRole('button', { name: /Suresh Sharma, 4 \w+ \d{4}: 2 of 1 held by confirmed.*over-booked/ }),
    ).toHaveTextContent('2/1');
  });
});
