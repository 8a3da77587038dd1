import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../../../src/shared/contract/activity';
import { activityEntry, mixerHistory } from '../helpers/activityApi';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });
const vendor = makeToken({ role: 'VENDOR', name: 'Sharma Traders', vendorId: 'vendor-1' });

const rateChange = activityEntry({ id: '12' });
const bookingChange = activityEntry({
  id: '9',
  actor: { id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', role: 'VENDOR', name: 'Sharma Traders' },
  entity: 'service-bookings',
  recordId: 'b1',
  recordLabel: 'Booking 4b5c6d7e',
  action: 'status',
  changes: [{ field: 'status', before: 'PENDING', after: 'CONFIRMED' }],
});

const page =
  (data: ActivityEntry[], next: string | null = null): FakeHandler =>
  () => [200, { data, next }];

const openActivity = (routes: Record<string, FakeHandler> = {}, token = admin) =>
  renderApp({ path: '/activity', token, routes: { 'GET /activity': page([rateChange, bookingChange]), ...routes } });

type App = Awaited<ReturnType<typeof openActivity>>;

const choose = async ({ user }: App, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the Activity screen', () => {
  it('lists each change: when, who, kind, record, action and what it changed', async () => {
    await openActivity();
    await screen.findByText('Concrete Mixer');
    const rows = screen.getAllByRole('row');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Activity');
    expect(rows[1]).toHaveTextContent('Asha Admin');
    expect(rows[1]).toHaveTextContent('Equipment');
    expect(rows[1]).toHaveTextContent('Concrete Mixer');
    expect(rows[1]).toHaveTextContent('Updated');
    // A single moved field shows its values, formatted.
    expect(rows[1]).toHaveTextContent('Daily rate: ₹1,200.00 → ₹1,500.00');
    expect(rows[2]).toHaveTextContent('Booking');
    expect(rows[2]).toHaveTextContent('Status changed');
  });

  it('builds the query from the filters and starts again from the newest on each change', async () => {
    const app = await openActivity();
    await screen.findByText('Concrete Mixer');
    await choose(app, 'Kind', 'Equipment');
    await choose(app, 'Action', 'Updated');
    await app.user.type(screen.getByLabelText('From'), '2026-11-01');
    await app.user.type(screen.getByLabelText('To'), '2026-11-30');
    await app.user.click(
      within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'Asha Admin' }),
    );

    expect(await screen.findByTestId('activity-actor-filter')).toHaveTextContent('Only Asha Admin');
    await waitFor(() =>
      expect(app.server.callsTo('GET /activity').at(-1)?.params).toEqual({
        entity: 'equipment',
        action: 'update',
        from: '2026-11-01',
        to: '2026-11-30',
        actorId: rateChange.actor.id,
        perPage: 10,
      }),
    );
    // Clicking a name filters: it does not open the change.
    expect(screen.queryByTestId('change-dialog')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Every user' }));
    await waitFor(() => expect(app.server.callsTo('GET /activity').at(-1)?.params).not.toHaveProperty('actorId'));
  });

  it('opens with the filters its address names (a link, a reload), and clears the record one', async () => {
    const recordId = '5b8f3c2a-1d4e-4f6a-9b7c-2e3d4f5a6b7c';
    const app = await renderApp({
      path: `/activity?entity=equipment&recordId=${recordId}&actorId=${rateChange.actor.id}&actorName=Asha%20Admin&from=bad`,
      token: admin,
      routes: { 'GET /activity': page([rateChange]) },
    });
    expect(await screen.findByTestId('activity-record-filter')).toHaveTextContent(`Only record ${recordId}`);
    expect(screen.getByTestId('activity-actor-filter')).toHaveTextContent('Only Asha Admin');
    // A filter the API would refuse is left out.
    await waitFor(() =>
      expect(app.server.callsTo('GET /activity').at(-1)?.params).toEqual({
        entity: 'equipment',
        recordId,
        actorId: rateChange.actor.id,
        perPage: 10,
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Every record' }));
    await waitFor(() => expect(app.server.callsTo('GET /activity').at(-1)?.params).not.toHaveProperty('recordId'));
  });

  it('pages by the cursor: Older sends the last answer’s next, Newer goes back a page', async () => {
    const older = activityEntry({ id: '3', recordLabel: 'Tower Crane' });
    const app = await openActivity({
      'GET /activity': ({ params }) =>
        params.before === '9'
          ? [200, { data: [older], next: null }]
          : [200, { data: [rateChange, bookingChange], next: '9' }],
    });
    const newer = await screen.findByTestId('activity-newer');
    expect(newer).toBeDisabled();

    await app.user.click(screen.getByTestId('activity-older'));
    expect(await screen.findByText('Tower Crane')).toBeInTheDocument();
    expect(app.server.callsTo('GET /activity').at(-1)?.params).toMatchObject({ before: '9' });
    expect(screen.getByTestId('activity-older')).toBeDisabled();

    await app.user.click(screen.getByTestId('activity-newer'));
    expect(await screen.findByText('Concrete Mixer')).toBeInTheDocument();
    expect(app.server.callsTo('GET /activity').at(-1)?.params).not.toHaveProperty('before');

    await choose(app, 'Rows per page', '50');
    await waitFor(() => expect(app.server.callsTo('GET /activity').at(-1)?.params).toMatchObject({ perPage: 50 }));
  });

  it('offers a vendor its own kinds only', async () => {
    const app = await openActivity({}, vendor);
    await screen.findByText('Concrete Mixer');
    await app.user.click(screen.getByRole('combobox', { name: 'Kind' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Every kind', 'Product', 'Variant', 'Order', 'Export']);
  });

  it('says when nothing was recorded', async () => {
    await openActivity({ 'GET /activity': page([]) });
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No changes recorded');
  });

  it('shows the server’s message when the list fails', async () => {
    allowConsoleErrors();
    await openActivity({ 'GET /activity': () => [400, { message: 'The start date must not be after the end date' }] });
    const error = await screen.findByTestId('list-error');
    expect(error).toHaveTextContent('Error loading the activity');
    expect(error).toHaveTextContent('The start date must not be after the end date');
  });

  it('opens a change with its request and each field formatted as the screens show it', async () => {
    const app = await openActivity({
      'GET /activity': page([
        activityEntry({
          id: '12',
          changes: [
            { field: 'dailyRate', before: 1200, after: 1500 },
            { field: 'information', before: [{ Drum: '200 L' }], after: [] },
            { field: 'description', before: null, after: 'Diesel' },
          ],
        }),
        bookingChange,
      ]),
      'GET /activity/history': () => [200, mixerHistory({ current: { dailyRate: 1700 } })],
    });
    await app.user.click(await screen.findByRole('button', { name: 'View change 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 12' });
    expect(dialog).toHaveTextContent('Request req-1 from 10.0.0.7');
    expect(within(dialog).getByTestId('change-dailyRate')).toHaveTextContent('Daily rate₹1,200.00₹1,500.00');
    expect(within(dialog).getByTestId('change-information')).toHaveTextContent('InformationDrum: 200 L(empty)');
    expect(within(dialog).getByTestId('change-description')).toHaveTextContent('(empty)Diesel');
    // The admin may bring the mixer back to this version, which differs from it now.
    expect(await within(dialog).findByRole('button', { name: 'Restore this version' })).toBeInTheDocument();
  });

  it('shows a status change with the status badges', async () => {
    const app = await openActivity();
    await app.user.click(await screen.findByRole('button', { name: 'View change 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 9' });
    const badges = within(within(dialog).getByTestId('change-status')).getAllByTestId('status-badge');
    expect(badges.map((badge) => badge.dataset.status)).toEqual(['PENDING', 'CONFIRMED']);
  });

  it("shows a seller request's decision with its badge", async () => {
    const accepted = activityEntry({
      id: '21',
      entity: 'seller-requests',
      recordLabel: 'Ganesh Hardware',
      action: 'accept',
      changes: [{ field: 'status', before: 'PENDING', after: 'ACCEPTED' }],
    });
    const app = await openActivity({ 'GET /activity': page([accepted]) });
    await app.user.click(await screen.findByRole('button', { name: 'View change 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change 21' });
    expect(within(dialog).getByTestId('request-status')).toHaveTextContent('Accepted');
  });

  it('downloads the CSV with the filters, under the server’s file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:activity');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = await openActivity({
      'GET /activity/export': () => [
        200,
        'id,at\n',
        { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="activity-start-to-now.csv"' },
      ],
    });
    await screen.findByText('Concrete Mixer');
    await choose(app, 'Kind', 'Equipment');
    await app.user.click(screen.getByTestId('activity-export'));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(app.server.callsTo('GET /activity/export')[0]?.params).toEqual({ entity: 'equipment' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('activity-start-to-now.csv');
    expect(screen.getByTestId('activity-export')).toHaveTextContent('Export CSV');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
