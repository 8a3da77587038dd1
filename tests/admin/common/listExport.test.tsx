import { act, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportParams } from '../../../src/admin/common/export/exportParams';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { equipmentRecord } from '../helpers/equipmentRecord';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { ordersApi } from '../helpers/ordersApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const EXPORT = 'GET /exports/equipments';
const csvReply: FakeReply = [
  200,
  'id,name\r\n',
  { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="equipments-2026-11-27.csv"' },
];

/** The Equipments screen (name A to Z) as an admin, over the fake API. */
const renderList = (routes: Record<string, FakeHandler>) =>
  renderApp({ path: '/equipments', token: makeToken({ role: 'ADMIN' }), routes });

let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  click.mockRestore();
  vi.unstubAllGlobals();
});

const equipments: FakeHandler = () => [200, { data: [equipmentRecord({ id: 'a', name: 'Concrete Mixer' })] }];

describe("a list's Export (issue 28)", () => {
  it('sends the filters as they are (blank ones left out), the sort, and the visible columns in order', () => {
    expect(exportParams({ status: 'PENDING', q: '' }, { field: 'name', order: 'DESC' }, ['name', 'dailyRate'])).toEqual(
      { status: 'PENDING', sort: 'name', order: 'DESC', columns: 'name,dailyRate' },
    );
    expect(exportParams({}, undefined, undefined)).toEqual({});
  });

  it('is disabled while the list is empty', async () => {
    await renderList({ 'GET /equipments': () => [200, { data: [] }] });
    expect(await screen.findByText('No equipments found')).toBeInTheDocument();
    expect(screen.getByTestId('list-export')).toBeDisabled();
  });

  it("sends the list's sort, shows what has arrived, and saves the server's file", async () => {
    const reply = deferred<FakeReply>();
    const { server, user } = await renderList({
      'GET /equipments': equipments,
      [EXPORT]: (request) => {
        request.progress(2048);
        return reply.promise;
      },
    });
    await screen.findByText('Concrete Mixer');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(server.callsTo(EXPORT)[0]?.params).toEqual({ sort: 'name', order: 'ASC' });
    expect(await screen.findByRole('status')).toHaveTextContent('2 KB received');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();

    await act(async () => reply.resolve(csvReply));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('equipments-2026-11-27.csv');
    expect(await screen.findByText('Exported equipments-2026-11-27.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('follows the Columns menu: the shown columns go as `shown`, in their order', async () => {
    const { server, user } = await renderList({ 'GET /equipments': equipments, [EXPORT]: () => csvReply });
    await screen.findByText('Concrete Mixer');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Description' }));
    await user.click(screen.getByRole('button', { name: 'Move Information up' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() =>
      expect(server.callsTo(EXPORT)[0]?.params).toEqual({
        sort: 'name',
        order: 'ASC',
        shown: 'name,Information,dailyRate',
      }),
    );
    expect(exportParams({}, undefined, ['id'], ['name'])).toEqual({ columns: 'id' });
  });

  it('Cancel aborts the download: nothing is saved, and Export is back', async () => {
    const { user } = await renderList({ 'GET /equipments': equipments, [EXPORT]: () => deferred<FakeReply>().promise });
    await screen.findByText('Concrete Mixer');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Export cancelled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(click).not.toHaveBeenCalled();
  });

  it("a refusal is a toast with the server's message", async () => {
    allowConsoleErrors();
    const { user } = await renderList({
      'GET /equipments': equipments,
      [EXPORT]: () => [400, { message: 'Unknown column for this list' }],
    });
    await screen.findByText('Concrete Mixer');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export the list')).toBeInTheDocument();
    expect(screen.getByText('Unknown column for this list')).toBeInTheDocument();
  });

  it('an answer cut off mid-way (a read failed on the server) saves nothing and says so', async () => {
    allowConsoleErrors();
    const { user } = await renderList({
      'GET /equipments': equipments,
      [EXPORT]: (request) => {
        request.progress(4096);
        // What the browser's request reports when the chunked answer ends without its last chunk.
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
      },
    });
    await screen.findByText('Concrete Mixer');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export the list')).toBeInTheDocument();
    expect(screen.getByText('The download stopped before its end; nothing was saved')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it("a status list sends its status filter and no sort of react-admin's own", async () => {
    const { server, user } = await renderApp({
      path: '/material-orders',
      token: makeToken({ role: 'ADMIN' }),
      routes: { ...ordersApi(), 'GET /exports/material-orders': () => csvReply },
    });
    await screen.findByText('Ravi Kumar');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /exports/material-orders')[0]?.params).toEqual({ status: 'PENDING' });
  });
});
