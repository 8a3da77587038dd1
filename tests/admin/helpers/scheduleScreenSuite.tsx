import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from './consoleErrors';
import type { FakeHandler } from './fakeApi';
import { renderApp } from './renderApp';
import { cardTitles, cellsOf, colourOf, expectCards, itToastsUpdateFailures, openStatusUpdate } from './statusLists';
import { manyOf, type StatusCalls, statusRoutes } from './statusRecordsApi';
import { rowOf } from './tableRows';
import { makeToken } from './token';

/** A rental or a booking as the suite handles it. */
type ScheduleRow = { id: string; status: string; customer: { user: { name: string; mobile: string | null } } };

/**
 * A schedule screen (spec §2 Equipment Rentals, Service Bookings) as its test file declares it:
 * its contract, its fake API and fixtures, and the spec's texts it must show.
 */
export interface ScheduleScreenCase<Row extends ScheduleRow> {
  path: string;
  contract: StatusCalls;
  /** The fake API over these rows, the fixtures below unless given. */
  api: (rows?: readonly Row[]) => Record<string, FakeHandler>;
  /** The fixtures' rows by their part: `pending` clashes with `confirmed` once confirmed; `other` with nothing. */
  rows: { pending: Row; confirmed: Row; other: Row };
  texts: {
    title: string;
    headers: readonly string[];
    cards: readonly string[];
    filterAll: string;
    empty: string;
    /** The note under `empty` while Cancelled is chosen. */
    emptyCancelled: string;
    loadError: string;
    detailsTitle: string;
    /** Update Status's line naming `rows.pending`. */
    updateDescription: string;
    updated: string;
    updateFailed: string;
    /** The clash warning of `rows.pending`, before it is confirmed and once it is. */
    clash: string;
    clashConfirmed: string;
  };
  /** What Update Status offers (spec §4). */
  offers: readonly string[];
  /** What the status filter offers after its "All" (Update Status's offers unless it has more). */
  filters?: readonly string[];
}

const admin = makeToken({ role: 'ADMIN', name: 'Asha Admin' });

/** The cells of a row, the status badge and the actions being the last two. */
const lastCells = (cells: HTMLElement[]) => ({
  status: within(cells.at(-2) as HTMLElement).getByTestId('status-badge'),
  actions: cells.at(-1) as HTMLElement,
});

/**
 * What every schedule screen does alike (spec §2, §4, §7, §8, §9): the cards and columns, the
 * status filter, the empty and error panels, the pager, the details dialog, Update Status with
 * its clash warning and its failures. The test file adds what its fields show.
 */
export const describeScheduleScreen = <Row extends ScheduleRow>(screenCase: ScheduleScreenCase<Row>) => {
  const { contract, api, rows, texts, offers, filters = offers } = screenCase;
  const route = statusRoutes(contract);
  const fixtures = [rows.pending, rows.confirmed, rows.other];
  const counterOf = (status: string) =>
    Object.keys(contract.counters).find((name) => contract.counters[name] === status);
  const countersOver = (listed: readonly ScheduleRow[]) =>
    Object.fromEntries(
      Object.entries(contract.counters).map(([counter, status]) => [
        counter,
        listed.filter((row) => status === 'all' || row.status === status).length,
      ]),
    );
  const open = (routes: Record<string, FakeHandler> = {}) => openScheduleScreen(screenCase, routes);
  const nameOf = (row: Row) => row.customer.user.name;

  describe(`${texts.title}: the list (spec §2)`, () => {
    it("shows the title, the cards, the columns, each row's short id, status and actions, from page 0", async () => {
      const { server } = await open();
      const cells = await cellsOf(nameOf(rows.pending));
      expect(screen.getByTestId('page-title')).toHaveTextContent(texts.title);
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(texts.headers);
      expect(cardTitles(texts.cards.length)).toEqual(texts.cards);
      expectCards(countersOver(fixtures));

      expect(within(cells[0] as HTMLElement).getByTitle(rows.pending.id)).toHaveTextContent(
        new RegExp(`^${rows.pending.id.slice(-8)}$`),
      );
      const { status, actions } = lastCells(cells);
      expect(status).toHaveTextContent('Pending');
      expect(within(actions).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
      expect(within(actions).getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
      expect(server.callsTo(route.list)[0]).toMatchObject({ body: { pageNumber: 0, pageSize: 10 }, params: {} });
    });

    it('shows a status it does not know by its name, with the PENDING appearance', async () => {
      // The contract's statuses are what the server sends today; the screen reads any.
      await open(api([{ ...rows.other, status: 'ON_HOLD' } as Row]));
      const { status } = lastCells(await cellsOf(nameOf(rows.other)));
      expect(status).toHaveTextContent('ON_HOLD');
      expect(colourOf(status)).toBe('MuiChip-colorWarning');
    });

    it('filters by status in the query from page 0, names the status when nothing matches, and clears', async () => {
      const { user, server } = await open(api(fixtures.filter((row) => row.status !== 'CANCELLED')));
      await rowOf(nameOf(rows.pending));
      const filter = () => screen.getByRole('combobox', { name: 'Status' });

      await user.click(filter());
      const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(choices).toEqual([texts.filterAll, ...filters]);
      await user.click(screen.getByRole('option', { name: 'Pending' }));
      await waitFor(() => expect(screen.queryByText(nameOf(rows.confirmed))).not.toBeInTheDocument());
      expect(server.callsTo(route.list).at(-1)).toMatchObject({
        body: { pageNumber: 0, pageSize: 10 },
        params: { status: 'PENDING' },
      });
      expect(server.callsTo(route.list).at(-1)?.body).not.toHaveProperty('status');
      expect(screen.getByText(nameOf(rows.pending))).toBeInTheDocument();
      // The cards count every status whatever the filter.
      const all = counterOf('all') ?? 'no total counter';
      expectCards({ [all]: countersOver(fixtures.filter((row) => row.status !== 'CANCELLED'))[all] ?? 0 });

      await user.click(filter());
      await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
      const empty = await screen.findByTestId('list-empty');
      expect(empty).toHaveTextContent(texts.empty);
      expect(empty).toHaveTextContent(texts.emptyCancelled);

      await user.click(screen.getByRole('button', { name: 'Clear status filter' }));
      await rowOf(nameOf(rows.confirmed));
      expect(server.callsTo(route.list).at(-1)?.params).toEqual({});
      expect(filter()).toHaveTextContent(texts.filterAll);
      expect(filter()).toHaveFocus();
    });

    it('says it found nothing, without a status note, when there is nothing at all', async () => {
      await open(api([]));
      expect(await screen.findByTestId('list-empty')).toHaveTextContent(new RegExp(`^${texts.empty}$`));
    });

    it.each([
      [
        "the server's message",
        () => [503, { message: 'The database is unavailable' }] as const,
        'The database is unavailable',
      ],
      ["'Unknown error' when the failure says nothing", () => Promise.reject(new Error('')), 'Unknown error'],
    ])('shows its load error with %s', async (_case, reply, message) => {
      allowConsoleErrors();
      await open({ [route.list]: reply as FakeHandler });
      const panel = await screen.findByTestId('list-error');
      expect(panel).toHaveTextContent(texts.loadError);
      expect(panel).toHaveTextContent(message);
    });
  });

  describe(`${texts.title}: the pager (spec §2, §9)`, () => {
    it("shows 'Showing x to y of total results', pages from 0 on the wire, and offers 10, 20 or 50 rows", async () => {
      const { user, server } = await open(api(manyOf(rows.pending, 23)));
      await rowOf('Customer 1');
      const showing = () => screen.getByTestId('page-of');
      const previous = () => screen.getByRole('button', { name: 'Previous' });
      const next = () => screen.getByRole('button', { name: 'Next' });
      expect(showing()).toHaveTextContent('Showing 1 to 10 of 23 results');
      expect(previous()).toBeDisabled();
      expect(next()).toBeEnabled();

      await user.click(next());
      await rowOf('Customer 11');
      expect(server.callsTo(route.list).at(-1)?.body).toEqual({ pageNumber: 1, pageSize: 10 });
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
      expect(server.callsTo(route.list).at(-1)?.body).toEqual({ pageNumber: 0, pageSize: 20 });
      expect(showing()).toHaveTextContent('Showing 1 to 20 of 23 results');
    });

    it('disables Next when a page comes back with fewer rows than the page size, whatever the total says', async () => {
      const counters = Object.fromEntries(Object.keys(contract.counters).map((counter) => [counter, 0]));
      await open({
        [route.list]: () => [
          200,
          {
            data: manyOf(rows.pending, 3),
            pagination: { pageNumber: 0, pageSize: 10, totalRows: 30, totalPages: 3 },
            ...counters,
          },
        ],
      });
      await rowOf('Customer 3');
      expect(screen.getByTestId('page-of')).toHaveTextContent('Showing 1 to 3 of 30 results');
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  });

  describe(`${texts.title}: View Details (spec §2)`, () => {
    it('asks for the details by id, warns of the clash, and closes with Close', async () => {
      const { user, dialog, server } = await openScheduleDetails(screenCase, nameOf(rows.pending));
      expect(server.callsTo(route.details)[0]?.body).toEqual({ [contract.idKey]: rows.pending.id });
      expect(within(dialog).getByTestId('clash-warning')).toHaveTextContent(texts.clash);
      expect(within(dialog).getByRole('region', { name: 'Status History' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.detailsTitle })).not.toBeInTheDocument());
    });

    it('warns of nothing where nothing clashes', async () => {
      const { dialog } = await openScheduleDetails(screenCase, nameOf(rows.other));
      expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
    });
  });

  describe(`${texts.title}: Update Status (spec §4, §8)`, () => {
    const openUpdate = async (name: string) => openStatusUpdate(await open(), name);

    it('offers its statuses only, and enables the button once the value differs', async () => {
      const { dialog, choose, submit } = await openUpdate(nameOf(rows.pending));
      expect(dialog).toHaveTextContent(texts.updateDescription);
      expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
      expect(submit).toBeDisabled();
      expect(await choose('Cancelled')).toEqual(offers);
      expect(submit).toBeEnabled();
      await choose('Pending');
      expect(submit).toBeDisabled();
    });

    it('warns before confirming a clash, confirms, toasts, and updates the cards, the row and the details', async () => {
      const { user, dialog, choose, save, server } = await openUpdate(nameOf(rows.pending));
      // The figures are fetched as the dialog opens; nothing is said before CONFIRMED is chosen.
      await waitFor(() => expect(server.callsTo(route.details)).toHaveLength(1));
      await choose('Cancelled');
      expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();
      await choose('Confirmed');
      expect(await within(dialog).findByTestId('clash-warning')).toHaveTextContent(texts.clash);
      await choose('Cancelled');
      expect(within(dialog).queryByTestId('clash-warning')).not.toBeInTheDocument();

      await choose('Confirmed');
      await screen.findByTestId('clash-warning');
      await save(texts.updated);
      expect(server.callsTo(route.update)[0]?.body).toEqual({ [contract.idKey]: rows.pending.id, status: 'CONFIRMED' });
      const confirmed = [{ ...rows.pending, status: 'CONFIRMED' }, rows.confirmed, rows.other];
      await waitFor(() => expectCards(countersOver(confirmed)));
      const { status } = lastCells(await cellsOf(nameOf(rows.pending)));
      expect(status).toHaveTextContent('Confirmed');

      // Now confirmed, its details say the clash stands, and show the change.
      await user.click(within(await rowOf(nameOf(rows.pending))).getByRole('button', { name: 'View Details' }));
      const details = await screen.findByRole('dialog', { name: texts.detailsTitle });
      await waitFor(() => expect(within(details).getAllByTestId('status-change')).toHaveLength(1));
      expect(within(details).getByTestId('clash-warning')).toHaveTextContent(texts.clashConfirmed);
      expect(within(details).getByTestId('status-change')).toHaveTextContent('by Asha Admin');
    });

    it('warns of nothing when confirming clashes with nothing', async () => {
      const { dialog, choose, submit, server } = await openUpdate(nameOf(rows.other));
      await waitFor(() => expect(server.callsTo(route.details)).toHaveLength(1));
      await choose('Confirmed');
      expect(submit).toBeEnabled();
      await expect(within(dialog).findByTestId('clash-warning', {}, { timeout: 500 })).rejects.toThrow();
    });

    itToastsUpdateFailures({
      open,
      route: route.update,
      name: nameOf(rows.pending),
      fallback: texts.updateFailed,
    });
  });
};

/** Renders the screen for an admin over its fake API, with `routes` over it. */
export const openScheduleScreen = <Row extends ScheduleRow>(
  { path, api }: ScheduleScreenCase<Row>,
  routes: Record<string, FakeHandler> = {},
) => renderApp({ path, token: admin, routes: { ...api(), ...routes } });

/** Renders the screen and opens the details of the row showing `name`, once its history has come. */
export const openScheduleDetails = async <Row extends ScheduleRow>(
  screenCase: ScheduleScreenCase<Row>,
  name: string,
) => {
  const app = await openScheduleScreen(screenCase);
  await app.user.click(within(await rowOf(name)).getByRole('button', { name: 'View Details' }));
  const dialog = await screen.findByRole('dialog', { name: screenCase.texts.detailsTitle });
  await within(dialog).findByText('No status changes yet');
  return { ...app, dialog };
};
