import { Button } from '@mui/material';
import { act, screen, within } from '@testing-library/react';
import { TextField, useExpanded, useListContext, useRecordContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogList } from '../../../src/admin/common/list/CatalogList';
import { ResponsiveDatagrid } from '../../../src/admin/common/list/ResponsiveDatagrid';
import { equipmentRecord } from '../helpers/equipmentRecord';
import { renderInAdmin } from './renderInAdmin';

type Row = { id: string; name: string; description: string };

const equipment = (id: string, name: string, description: string) => equipmentRecord({ id, name, description });

const ROWS = [equipment('a', 'Concrete Mixer', 'Drum mixer'), equipment('b', 'Tower Crane', 'Lifts steel')];

/** happy-dom's own viewport, which matchMedia answers from. */
const setViewportWidth = (width: number) => {
  const happyDOM = Reflect.get(window, 'happyDOM') as { setViewport(viewport: { width: number }): void };
  act(() => happyDOM.setViewport({ width }));
};

const RowAction = () => {
  const row = useRecordContext<Row>();
  return <Button>{`Edit ${row?.name}`}</Button>;
};

/** A row's own control for its panel, as Materials' Variants button is. */
const PanelToggle = () => {
  const row = useRecordContext<Row>();
  const { resource } = useListContext();
  const [, toggle] = useExpanded(resource, row?.id ?? '');
  return <Button onClick={toggle}>{`Panel of ${row?.name}`}</Button>;
};

const Panel = () => <p>{`Inside ${useRecordContext<Row>()?.name}`}</p>;

const renderRows = () =>
  renderInAdmin(
    <CatalogList
      title="Equipments"
      breadcrumb="Equipments"
      loadErrorTitle="Error"
      emptyTitle="None"
      columns={3}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ResponsiveDatagrid actions={<RowAction />} expand={<Panel />}>
        <TextField source="name" label="Name" />
        <TextField source="description" label="Description" />
        <PanelToggle />
      </ResponsiveDatagrid>
    </CatalogList>,
    { routes: { 'GET /equipments': () => [200, { data: ROWS }] } },
  );

describe('ResponsiveDatagrid (issue 26: every list fits its screen)', () => {
  afterEach(() => setViewportWidth(1024));

  it('is a table with the row actions in its last column from 768 px up', async () => {
    setViewportWidth(768);
    renderRows();
    const row = (await screen.findByText('Tower Crane')).closest('tr');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The expand column's header, which ResourceList hides where a row's own control opens its panel.
      '',
      'Name',
      'Description',
      '',
      'Actions',
    ]);
    expect(row && within(row).getByRole('button', { name: 'Edit Tower Crane' })).toBeInTheDocument();
    expect(screen.queryByTestId('row-card')).not.toBeInTheDocument();
  });

  it('is a card a row under 768 px: each column a labelled line, the actions at its foot', async () => {
    setViewportWidth(390);
    renderRows();
    const cards = await screen.findAllByTestId('row-card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const crane = cards[1] as HTMLElement;
    const terms = within(crane)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Name', 'Description', '']);
    expect(within(crane).getAllByRole('definition')[1]).toHaveTextContent('Lifts steel');
    expect(within(crane).getByRole('button', { name: 'Edit Tower Crane' })).toBeInTheDocument();
  });

  it("opens a row's panel beneath its card on a phone", async () => {
    setViewportWidth(390);
    const { user } = renderRows();
    await user.click(await screen.findByRole('button', { name: 'Panel of Tower Crane' }));
    const cards = screen.getAllByTestId('row-card');
    expect(within(cards[1] as HTMLElement).getByText('Inside Tower Crane')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText('Inside Concrete Mixer')).not.toBeInTheDocument();
  });
});
