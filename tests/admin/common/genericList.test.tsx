import NoteIcon from '@mui/icons-material/Note';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenDeclaration } from '../../../src/admin/screens';
import type { EntityForm } from '../../../src/shared/contract/entityForm';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

// A REST entity's screen is one screens.ts entry with the generic views: declare one here.
vi.mock('../../../src/admin/screens', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/admin/screens')>();
  const { genericViews } = await import('../../../src/admin/common/generic/genericViews');
  const depots: ScreenDeclaration = {
    path: '/depots',
    roles: ['ADMIN'],
    icon: NoteIcon,
    menu: { title: 'Depots' },
    views: genericViews,
  };
  return { ...original, SCREENS: [...original.SCREENS, depots] };
});

const form: EntityForm = {
  record: {
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      capacity: { type: 'integer' },
      isOpen: { type: 'boolean' },
      kind: { type: 'string', enum: ['yard', 'shed'] },
    },
    required: ['id', 'name', 'capacity', 'isOpen', 'kind'],
  },
  create: {
    properties: {
      name: { type: 'string', title: 'Depot name' },
      capacity: { type: 'integer', minimum: 0 },
      isOpen: { type: 'boolean', default: true },
      kind: { type: 'string', enum: ['yard', 'shed'] },
    },
    required: ['name', 'capacity', 'kind'],
  },
  update: null,
  remove: true,
  sortable: ['id', 'name'],
};

const north = { id: 'd-1', name: 'North yard', capacity: 40, isOpen: true, kind: 'yard' };

const depotsApi = () => {
  let rows = [north];
  const routes: Record<string, FakeHandler> = {
    'GET /depots/form': () => [200, form],
    'GET /depots': () => [200, rows, { 'content-range': `depots 0-${rows.length - 1}/${rows.length}` }],
    'POST /depots': ({ body }) => {
      const { name } = body as { name: string };
      if (!name) return [400, { message: 'Name is required', errors: { name: 'Name is required' } }];
      const created = { id: 'd-2', ...(body as object) };
      rows = [...rows, created as typeof north];
      return [200, created];
    },
    'DELETE /depots/d-1': () => {
      rows = rows.filter(({ id }) => id !== 'd-1');
      return [200, north];
    },
  };
  return routes;
};

const admin = makeToken({ role: 'ADMIN' });

describe('a REST entity on the generic screen', () => {
  it('is in the menu and lists the described columns, with labels from titles or field names', async () => {
    await renderApp({ path: '/depots', token: admin, routes: depotsApi() });
    expect(await screen.findByText('North yard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Depots' })).toBeInTheDocument();
    for (const header of ['Name', 'Capacity', 'Is open', 'Kind']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Depots/ })).toHaveAttribute('href', '/depots');
  });

  it('adds through inputs made from the create body, showing the server field error first', async () => {
    allowConsoleErrors();
    const { user, server } = await renderApp({ path: '/depots', token: admin, routes: depotsApi() });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByTestId('depots-create-dialog');
    await user.type(within(dialog).getByLabelText(/Capacity/), '12');
    await user.click(within(dialog).getByLabelText(/Kind/));
    await user.click(await screen.findByRole('option', { name: 'shed' }));
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Depot name/), 'South shed');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await screen.findByText('South shed')).toBeInTheDocument();
    expect(server.callsTo('POST /depots').at(-1)?.body).toEqual({
      name: 'South shed',
      capacity: 12,
      isOpen: true,
      kind: 'shed',
    });
  });

  it('offers Delete but no Edit when the entity has no plain update, and asks first', async () => {
    const { user, server } = await renderApp({ path: '/depots', token: admin, routes: depotsApi() });
    await user.click(await screen.findByRole('button', { name: 'Actions for North yard' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('This will permanently delete "North yard"');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('DELETE /depots/d-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('North yard')).not.toBeInTheDocument());
  });
});
