import { act, screen, within } from '@testing-library/react';
import { Datagrid, TextField } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CatalogList } from '../../../src/admin/common/list/CatalogList';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { equipmentRecord } from '../helpers/equipmentRecord';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { renderInAdmin } from './renderInAdmin';

const equipment = (id: string, name: string) => equipmentRecord({ id, name });

const renderList = (list: FakeHandler) =>
  renderInAdmin(
    <CatalogList
      title="Equipments"
      breadcrumb="Equipments"
      loadErrorTitle="Error loading equipments"
      emptyTitle="No equipments found"
      emptyHint="Get started by adding your first equipment"
      toolbar={<button type="button">Add Equipment</button>}
      columns={4}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
      </Datagrid>
    </CatalogList>,
    { routes: { 'GET /equipments': list } },
  );

describe('CatalogList states (spec §2)', () => {
  it('shows exactly 5 skeleton rows while the first load runs, then the rows and the pager', async () => {
    const reply = deferred<FakeReply>();
    renderList(() => reply.promise);

    const skeletonRows = await screen.findAllByTestId('skeleton-row');
    expect(skeletonRows).toHaveLength(5);
    expect(within(skeletonRows[0] as HTMLElement).getAllByRole('cell')).toHaveLength(4);

    await act(async () =>
      reply.resolve([200, { data: [equipment('b', 'Tower Crane'), equipment('a', 'Concrete Mixer')] }]),
    );

    expect(await screen.findByText('Concrete Mixer')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Concrete Mixer');
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Equipment' })).toBeInTheDocument();
    expect(within(screen.getByTestId('breadcrumb')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the error title and message, and loads again on Try again', async () => {
    allowConsoleErrors();
    let fail = true;
    const { user } = renderList(() =>
      fail
        ? [503, { message: 'The database is unavailable, please try again shortly' }]
        : [200, { data: [equipment('a', 'Concrete Mixer')] }],
    );

    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Error loading equipments');
    expect(panel).toHaveTextContent('The database is unavailable, please try again shortly');

    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Concrete Mixer')).toBeInTheDocument();
    expect(screen.queryByTestId('list-error')).not.toBeInTheDocument();
  });

  it('reports a body that breaks the contract as unexpected, not with its parse details', async () => {
    allowConsoleErrors();
    renderList(() => [200, { unexpected: true }]);
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The server sent an unexpected response');
  });

  it('shows the empty state with its hint and the toolbar, once', async () => {
    renderList(() => [200, { data: [] }]);
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No equipments found');
    expect(empty).toHaveTextContent('Get started by adding your first equipment');
    expect(within(empty).getByRole('button', { name: 'Add Equipment' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Equipment' })).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
