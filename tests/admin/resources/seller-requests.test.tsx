import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/admin/common/formatters';
import type { SellerRequest, SellerRequestStatus } from '../../../src/shared/contract/seller-requests';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { deferred, type FakeHandler, type FakeReply, type FakeRequest } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });
const PASSWORD = 'Xq7-generated-Pw_9zK2mLc4';

/** Request n came in n hours before the first. */
const hoursBefore = (n: number) => new Date(Date.UTC(2025, 5, 28, 5, 30) - n * 3_600_000).toISOString();

const request = (n: number, status: SellerRequestStatus, overrides: Partial<SellerRequest> = {}): SellerRequest => ({
  id: `${String(n).padStart(8, '0')}-1b2c-4d3e-8f40-5a6b7c8d9e0f`,
  userId: status === 'ACCEPTED' ? '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' : null,
  name: `Shop ${n} Traders`,
  ownerName: `Owner ${n}`,
  email: `shop${n}@example.org`,
  mobile: '9876543210',
  address: `${n} MG Road`,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  category: ['Cement', 'Steel'],
  status,
  createdAt: hoursBefore(n),
  updatedAt: hoursBefore(n),
  ...overrides,
});

const ganesh = request(1, 'PENDING', {
  name: 'Ganesh Hardware',
  ownerName: 'Ganesh Patil',
  email: 'ganesh@hardware.in',
});
const kaveri = request(2, 'PENDING', { name: 'Kaveri Tiles', email: 'sales@kaveri.co' });
const sahyadri = request(3, 'ACCEPTED', { name: 'Sahyadri Steel' });
const ganga = request(4, 'REJECTED', { name: 'Ganga Cement' });

/** A fake seller requests API paging and filtering like the server, and keeping decisions. */
const requestsApi = (initial: SellerRequest[] = [ganesh, kaveri, sahyadri, ganga]) => {
  let rows = [...initial];
  const decide = (id: string, status: SellerRequestStatus) => {
    rows = rows.map((row) => (row.id === id ? { ...row, status } : row));
  };
  const routes: Record<string, FakeHandler> = {
    'GET /seller-requests': ({ params }) => {
      const status = String(params.status ?? 'ALL');
      const page = Number(params.page ?? 1);
      const limit = Number(params.limit ?? 10);
      const matching = rows.filter((row) => status === 'ALL' || row.status === status);
      return [
        200,
        {
          data: matching.slice((page - 1) * limit, page * limit),
          pagination: { page, totalPages: Math.ceil(matching.length / limit) },
        },
      ];
    },
    'POST /seller-requests/accept-request': ({ body }) => {
      decide((body as { requestId: string }).requestId, 'ACCEPTED');
      return [200, { message: 'Vendor created successfully!', password: PASSWORD }];
    },
    'POST /seller-requests/reject-request': ({ body }) => {
      decide((body as { requestId: string }).requestId, 'REJECTED');
      return [200, { message: 'Request rejected successfully' }];
    },
  };
  return routes;
};

const openRequests = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/seller-requests', token: admin, routes: { ...requestsApi(), ...routes } });

type App = Awaited<ReturnType<typeof openRequests>>;

const listCalls = (app: App) => app.server.callsTo('GET /seller-requests');
const lastListParams = (app: App): FakeRequest['params'] => listCalls(app).at(-1)?.params ?? {};
const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

async function chooseStatus(app: App, label: string) {
  await app.user.click(screen.getByRole('combobox', { name: 'Status' }));
  await app.user.click(await screen.findByRole('option', { name: label }));
}

const openAccept = async (app: App, name: string) => {
  await app.user.click(within(await rowOf(name)).getByRole('button', { name: `Accept ${name}` }));
  return screen.findByTestId('accept-request-dialog');
};
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
const submit = (app: App, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: 'Create Vendor' }));

describe('the Seller Requests list (spec §2, §9)', () => {
  it('starts on Pending: page 1 of 10, newest first, with the columns of spec §2', async () => {
    const app = await openRequests();
    const row = await rowOf('Ganesh Hardware');
    expect(lastListParams(app)).toMatchObject({ status: 'PENDING', page: 1, limit: 10 });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Seller Requests');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID',
      'Shop Name',
      'Email',
      'Category',
      'Status',
      'Requested At',
      'Details',
      'Actions',
    ]);
    expect(shownNames()).toEqual(['Ganesh Hardware', 'Kaveri Tiles']);
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^00000001…$/);
    expect(cells[2]).toHaveTextContent('ganesh@hardware.in');
    expect(within(cells[3]!).getByText('Cement')).toBeInTheDocument();
    expect(within(cells[3]!).getByText('Steel')).toBeInTheDocument();
    expect(within(row).getByTestId('request-status')).toHaveTextContent('Pending');
    expect(cells[5]).toHaveTextContent(formatDateTime(ganesh.createdAt));
    // Issue 26: the date and time never wrap into fragments.
    expect(
      getComputedStyle(within(cells[5] as HTMLElement).getByText(formatDateTime(ganesh.createdAt))).whiteSpace,
    ).toBe('nowrap');
    expect(screen.getByTestId('page-of')).toHaveTextContent('Page 1 of 1');
  });

  it('lists another status on request, and every one under All', async () => {
    const app = await openRequests();
    await rowOf('Ganesh Hardware');
    await chooseStatus(app, 'Accepted');
    await waitFor(() => expect(shownNames()).toEqual(['Sahyadri Steel']));
    expect(lastListParams(app)).toMatchObject({ status: 'ACCEPTED', page: 1 });
    await chooseStatus(app, 'All');
    await waitFor(() =>
      expect(shownNames()).toEqual(['Ganesh Hardware', 'Kaveri Tiles', 'Sahyadri Steel', 'Ganga Cement']),
    );
    expect(lastListParams(app)).toMatchObject({ status: 'ALL' });
  });

  it('shows Accept and Reject only on PENDING requests', async () => {
    const app = await openRequests();
    await rowOf('Ganesh Hardware');
    await chooseStatus(app, 'All');
    await waitFor(() => expect(shownNames()).toHaveLength(4));
    for (const name of ['Ganesh Hardware', 'Kaveri Tiles']) {
      const row = await rowOf(name);
      expect(within(row).getByRole('button', { name: `Accept ${name}` })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `Reject ${name}` })).toBeInTheDocument();
    }
    for (const [name, status] of [
      ['Sahyadri Steel', 'Accepted'],
      ['Ganga Cement', 'Rejected'],
    ] as const) {
      const row = await rowOf(name);
      expect(within(row).queryByRole('button', { name: /^(Accept|Reject) / })).not.toBeInTheDocument();
      expect(within(row).getByTestId('request-status')).toHaveTextContent(status);
    }
  });

  it('searches the page shown by name, email or id, without asking the server again', async () => {
    const app = await openRequests();
    await rowOf('Ganesh Hardware');
    await chooseStatus(app, 'All');
    await waitFor(() => expect(shownNames()).toHaveLength(4));
    const calls = listCalls(app).length;
    const search = screen.getByLabelText('Search by name, email or id');

    await app.user.type(search, 'ganga');
    expect(shownNames()).toEqual(['Ganga Cement']);
    await app.user.clear(search);
    await app.user.type(search, 'KAVERI.CO');
    expect(shownNames()).toEqual(['Kaveri Tiles']);
    await app.user.clear(search);
    await app.user.type(search, '00000003');
    expect(shownNames()).toEqual(['Sahyadri Steel']);
    await app.user.clear(search);
    await app.user.type(search, 'Ganesh Patil');
    expect(shownNames()).toEqual(['Ganesh Hardware']);
    await app.user.clear(search);
    await app.user.type(search, 'nobody');
    expect(screen.getByTestId('no-matches')).toHaveTextContent('No requests found');
    expect(listCalls(app)).toHaveLength(calls);
  });

  it("pages with Previous and Next, showing 'Page x of y'", async () => {
    const many = Array.from({ length: 23 }, (_, i) => request(i + 10, 'PENDING'));
    const app = await openRequests(requestsApi(many));
    await rowOf('Shop 10 Traders');
    expect(screen.getByTestId('page-of')).toHaveTextContent('Page 1 of 3');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await app.user.click(next);
    await waitFor(() => expect(screen.getByTestId('page-of')).toHaveTextContent('Page 2 of 3'));
    expect(lastListParams(app)).toMatchObject({ page: 2, limit: 10 });
    expect(await rowOf('Shop 20 Traders')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('page-of')).toHaveTextContent('Page 3 of 3'));
    await waitFor(() => expect(shownNames()).toEqual(['Shop 30 Traders', 'Shop 31 Traders', 'Shop 32 Traders']));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByTestId('page-of')).toHaveTextContent('Page 2 of 3'));
  });

  it("shows 'No requests found' when the filter has none, with the filter still there", async () => {
    await openRequests(requestsApi([sahyadri]));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No requests found');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
  });

  it("shows 'Failed to load requests' with the message", async () => {
    allowConsoleErrors();
    await openRequests({ 'GET /seller-requests': () => [503, { message: 'The database is unavailable' }] });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Failed to load requests');
    expect(panel).toHaveTextContent('The database is unavailable');
  });

  it('shows every field of a request in its Details dialog', async () => {
    const app = await openRequests();
    await app.user.click(
      within(await rowOf('Ganesh Hardware')).getByRole('button', { name: 'Details of Ganesh Hardware' }),
    );
    const details = await screen.findByTestId('request-details');
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      `Request ID: ${ganesh.id}`,
      'User ID: —',
      'Shop Name: Ganesh Hardware',
      'Owner Name: Ganesh Patil',
      'Email: ganesh@hardware.in',
      'Mobile: 9876543210',
      'Address: 1 MG Road',
      'City: Pune',
      'State: Maharashtra',
      'Pin Code: 411001',
      'Category: CementSteel',
      'Status: Pending',
      `Created At: ${formatDateTime(ganesh.createdAt)}`,
      `Updated At: ${formatDateTime(ganesh.updatedAt)}`,
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('request-details')).not.toBeInTheDocument());
  });

  it("shows the request's History beside its details", async () => {
    const accepted = {
      id: '41',
      at: '2026-05-01T10:00:00.000Z',
      actor: { id: 'u1', role: 'ADMIN' as const, name: 'Asha Admin' },
      entity: 'seller-requests' as const,
      recordId: ganesh.id,
      recordLabel: 'Ganesh Hardware',
      action: 'accept' as const,
      changes: [{ field: 'status', before: 'PENDING', after: 'ACCEPTED' }],
      requestId: 'req-1',
      ip: '10.0.0.1',
      bulkId: null,
      snapshot: { status: 'ACCEPTED' },
    };
    const app = await openRequests({
      'GET /activity/history': () => [
        200,
        { data: [accepted], current: { status: 'ACCEPTED' }, restorable: false, more: false },
      ],
    });
    await app.user.click(
      within(await rowOf('Ganesh Hardware')).getByRole('button', { name: 'Details of Ganesh Hardware' }),
    );
    const details = await screen.findByTestId('request-details');
    await app.user.click(within(details).getByRole('tab', { name: 'History' }));
    expect(await within(details).findByTestId('record-history')).toHaveTextContent('Asha Admin');
    expect(within(details).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});

describe("accepting: 'Create Vendor Account' (spec §5, §8)", () => {
  it('opens prefilled from the request', async () => {
    const app = await openRequests();
    const dialog = await openAccept(app, 'Ganesh Hardware');
    expect(dialog).toHaveTextContent('Create Vendor Account');
    expect(field(dialog, 'Shop Name')).toHaveValue('Ganesh Hardware');
    expect(field(dialog, 'Owner Name')).toHaveValue('Ganesh Patil');
    expect(field(dialog, 'Email')).toHaveValue('ganesh@hardware.in');
    expect(field(dialog, 'Mobile')).toHaveValue('9876543210');
    expect(field(dialog, 'Address')).toHaveValue('1 MG Road');
    expect(field(dialog, 'City')).toHaveValue('Pune');
    expect(field(dialog, 'State')).toHaveValue('Maharashtra');
    expect(field(dialog, 'Pin Code')).toHaveValue('411001');
  });

  it.each([
    ['Shop Name', 'Shop name is required'],
    ['Owner Name', 'Owner name is required'],
    ['Email', 'Email is required'],
    ['Mobile', 'Mobile number is required'],
    ['Address', 'Address is required'],
    ['City', 'City is required'],
    ['State', 'State is required'],
    ['Pin Code', 'Pincode is required'],
  ])('requires %s (%s), sends nothing, and the error clears once it is filled', async (label, message) => {
    const app = await openRequests();
    const dialog = await openAccept(app, 'Kaveri Tiles');
    await app.user.clear(field(dialog, label));
    await submit(app, dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(app.server.callsTo('POST /seller-requests/accept-request')).toHaveLength(0);

    await app.user.type(field(dialog, label), label === 'Email' ? 'a@b.in' : label === 'Pin Code' ? '560001' : 'X');
    await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
  });

  it("checks the email's format and the pincode's six digits, and caps the pincode at 6 characters", async () => {
    const app = await openRequests();
    const dialog = await openAccept(app, 'Kaveri Tiles');
    await app.user.clear(field(dialog, 'Email'));
    await app.user.type(field(dialog, 'Email'), 'sales.kaveri.co');
    await app.user.clear(field(dialog, 'Pin Code'));
    await app.user.type(field(dialog, 'Pin Code'), '5600');
    await submit(app, dialog);
    expect(await within(dialog).findByText('Invalid email format')).toBeInTheDocument();
    expect(within(dialog).getByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(app.server.callsTo('POST /seller-requests/accept-request')).toHaveLength(0);

    await app.user.type(field(dialog, 'Pin Code'), '0123');
    expect(field(dialog, 'Pin Code')).toHaveValue('560001');
    await waitFor(() => expect(within(dialog).queryByText('Pincode must be 6 digits')).not.toBeInTheDocument());
  });

  it("creates the vendor from the edited fields and shows the password in 'Vendor created successfully!', with a copy button", async () => {
    const reply = deferred<FakeReply>();
    const app = await openRequests({
      'POST /seller-requests/accept-request': () => reply.promise,
    });
    const dialog = await openAccept(app, 'Ganesh Hardware');
    await app.user.clear(field(dialog, 'Shop Name'));
    await app.user.type(field(dialog, 'Shop Name'), 'Ganesh Hardware & Paints');
    await submit(app, dialog);

    await waitFor(() => expect(app.server.callsTo('POST /seller-requests/accept-request')).toHaveLength(1));
    expect(app.server.callsTo('POST /seller-requests/accept-request')[0]?.body).toEqual({
      name: 'Ganesh Hardware & Paints',
      ownerName: 'Ganesh Patil',
      email: 'ganesh@hardware.in',
      mobile: '9876543210',
      address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      requestId: ganesh.id,
    });
    await act(async () => reply.resolve([200, { message: 'Vendor created successfully!', password: PASSWORD }]));

    expect(await screen.findByText('Vendor created successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('generated-password')).toHaveTextContent(PASSWORD);
    await waitFor(() => expect(screen.queryByTestId('accept-request-dialog')).not.toBeInTheDocument());
    // user-event stands in for the browser's clipboard.
    await app.user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe(PASSWORD);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('takes the accepted request off the Pending list', async () => {
    const app = await openRequests();
    await submit(app, await openAccept(app, 'Ganesh Hardware'));
    expect(await screen.findByText('Vendor created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(['Kaveri Tiles']));
  });

  it('shows an email already in use in the toast and under the email, and stays open', async () => {
    allowConsoleErrors();
    const taken = 'An account with this email already exists';
    const app = await openRequests({
      'POST /seller-requests/accept-request': () => [409, { message: taken, errors: { email: taken } }],
    });
    const dialog = await openAccept(app, 'Kaveri Tiles');
    await submit(app, dialog);
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(screen.getByTestId('accept-request-dialog')).toBeInTheDocument();
    expect(screen.queryByText('Vendor created successfully!')).not.toBeInTheDocument();
  });
});

describe('rejecting (spec §8)', () => {
  const openReject = async (app: App, name: string) => {
    await app.user.click(within(await rowOf(name)).getByRole('button', { name: `Reject ${name}` }));
    return screen.findByTestId('reject-request-dialog');
  };

  it("asks first; confirmed, rejects, toasts 'Request rejected successfully' and leaves the Pending list", async () => {
    const app = await openRequests();
    const dialog = await openReject(app, 'Kaveri Tiles');
    expect(dialog).toHaveTextContent('The request from "Kaveri Tiles" will be marked Rejected');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('reject-request-dialog')).not.toBeInTheDocument());
    expect(app.server.callsTo('POST /seller-requests/reject-request')).toHaveLength(0);

    await app.user.click(within(await openReject(app, 'Kaveri Tiles')).getByTestId('reject-request-confirm'));
    expect(await screen.findByText('Request rejected successfully')).toBeInTheDocument();
    expect(app.server.callsTo('POST /seller-requests/reject-request')[0]?.body).toEqual({ requestId: kaveri.id });
    await waitFor(() => expect(shownNames()).toEqual(['Ganesh Hardware']));
  });

  it("shows the server's message when rejecting fails, and stays open", async () => {
    allowConsoleErrors();
    const app = await openRequests({
      'POST /seller-requests/reject-request': () => [409, { message: 'This request has already been accepted' }],
    });
    await app.user.click(within(await openReject(app, 'Kaveri Tiles')).getByTestId('reject-request-confirm'));
    expect(await screen.findByText('This request has already been accepted')).toBeInTheDocument();
    expect(screen.getByTestId('reject-request-dialog')).toBeInTheDocument();
  });
});
