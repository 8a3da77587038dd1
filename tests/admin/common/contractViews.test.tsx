import WarehouseIcon from '@mui/icons-material/Warehouse';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenDeclaration } from '../../../src/admin/screens';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

// A record entity's screen is one screens.ts entry with its contract's views and calls.
vi.mock('../../../src/admin/screens', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/admin/screens')>();
  const { contractViews } = await import('../../../src/admin/common/generic/genericViews');
  const { recordCalls } = await import('../../../src/admin/api/calls/recordCalls');
  const { yardContract } = await import('../helpers/yardContract');
  const yards: ScreenDeclaration = {
    path: '/yards',
    roles: ['ADMIN'],
    icon: WarehouseIcon,
    menu: { title: 'Yards' },
    views: contractViews(yardContract),
    calls: recordCalls(yardContract),
  };
  return { ...original, SCREENS: [...original.SCREENS, yards] };
});

const north = {
  id: '5b9e1c4f-6a7d-4e0f-9a3b-4c5d6e7f8091',
  name: 'North yard',
  address: null,
  pincode: null,
  capacity: 40,
  isOpen: true,
};

const yardsApi = () => {
  let rows = [north];
  const routes: Record<string, FakeHandler> = {
    'GET /yards': () => [200, { data: rows }],
    'POST /yards/add-yard': ({ body }) => {
      const created = { ...north, id: '8e2b4f7c-9d0a-4b3c-8d6e-7f8091a2b3c4', ...(body as object) };
      rows = [...rows, created];
      return [201, { message: 'Added', data: created }];
    },
    'POST /yards/update-yard': ({ body }) => {
      const updated = body as typeof north;
      rows = rows.map((row) => (row.id === updated.id ? updated : row));
      return [200, { message: 'Updated', data: updated }];
    },
    'POST /yards/delete-yard': ({ body }) => {
      const { yardId } = body as { yardId: string };
      const deleted = rows.find(({ id }) => id === yardId);
      rows = rows.filter(({ id }) => id !== yardId);
      return [200, { message: 'Deleted', data: deleted }];
    },
  };
  return routes;
};

const open = () => renderApp({ path: '/yards', token: makeToken({ role: 'ADMIN' }), routes: yardsApi() });

describe('a record entity on the screen its contract gives it', () => {
  it('lists the record fields as columns, under its menu title', async () => {
    await open();
    expect(await screen.findByText('North yard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Yards' })).toBeInTheDocument();
    for (const header of ['Name', 'Address', 'Pincode', 'Capacity', 'Is open']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it("adds with the contract's messages shown before anything is sent", async () => {
    const { user, server } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByTestId('yards-create-dialog');
    await user.type(within(dialog).getByLabelText(/Pincode/), '123');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Pincode must be 6 digits')).toBeInTheDocument();
    expect(server.callsTo('POST /yards/add-yard')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Name/), 'South yard');
    await user.clear(within(dialog).getByLabelText(/Pincode/));
    await user.type(within(dialog).getByLabelText(/Capacity/), '12');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await screen.findByText('South yard')).toBeInTheDocument();
    expect(server.callsTo('POST /yards/add-yard').at(-1)?.body).toMatchObject({ name: 'South yard', capacity: 12 });
  });

  it('edits through the update call with the id, checking the update rules', async () => {
    const { user, server } = await open();
    await user.click(await screen.findByRole('button', { name: 'Actions for North yard' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByTestId('yards-edit-dialog');
    const capacity = within(dialog).getByLabelText(/Capacity/);
    await user.clear(capacity);
    await user.type(capacity, '-1');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('Capacity must be 0 or more')).toBeInTheDocument();
    await user.clear(capacity);
    await user.type(capacity, '41');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() =>
      expect(server.callsTo('POST /yards/update-yard').at(-1)?.body).toMatchObject({
        id: '5b9e1c4f-6a7d-4e0f-9a3b-4c5d6e7f8091',
        capacity: 41,
      }),
    );
  });

  it('deletes through the delete call naming the record by its id key, after asking', async () => {
    const { user, server } = await open();
    await user.click(await screen.findByRole('button', { name: 'Actions for North yard' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.callsTo('POST /yards/delete-yard').at(-1)?.body).toEqual({
        yardId: '5b9e1c4f-6a7d-4e0f-9a3b-4c5d6e7f8091',
      }),
    );
    await waitFor(() => expect(screen.queryByText('North yard')).not.toBeInTheDocument());
  });
});
