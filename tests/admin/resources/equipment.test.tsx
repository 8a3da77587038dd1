import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateEquipment } from '../../../src/admin/resources/equipment/equipmentForm';
import type { Equipment } from '../../../src/shared/contract/equipment';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });

const mixer: Equipment = {
  id: '0b6f6a3e-6a43-4d47-9d5b-0d1c2f3a4b5c',
  name: 'Concrete Mixer',
  description: null,
  imageUrl: null,
  dailyRate: 1200,
  unitName: 'hour',
  status: 'Available',
  information: [{ 'Power source': 'Diesel' }, { Drum: '200 L' }],
  stock: 3,
  categoryId: null,
  turnaroundDays: 0,
};
const crane: Equipment = {
  id: '6d1e3f0a-1c2b-4a5d-8e9f-a0b1c2d3e4f5',
  name: 'Tower Crane',
  description: 'Lifts up to 8 tonnes',
  imageUrl: '/uploads/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png',
  dailyRate: 25000.5,
  unitName: 'day',
  status: 'Not Available',
  information: [],
  stock: 0,
  categoryId: null,
  turnaroundDays: 0,
};

const listOf =
  (rows: Equipment[]): FakeHandler =>
  () => [200, { data: rows }];

const openEquipments = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({
    path: '/equipments',
    token: admin,
    routes: {
      'GET /equipments': listOf([mixer, crane]),
      // Issue 29: the category select reads the categories.
      'GET /equipment-categories': () => [200, { data: [] }],
      ...routes,
    },
  });

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** The text of each body row of the table, in order. */
const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

const openAddDialog = async (user: Awaited<ReturnType<typeof openEquipments>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Add Equipment' }));
  return screen.findByTestId('equipment-create-dialog');
};

describe('the Equipments list (spec §2)', () => {
  it('shows the header, breadcrumb and each row with its fallbacks', async () => {
    await openEquipments();
    const mixerRow = await rowOf('Concrete Mixer');

    expect(screen.getByTestId('page-title')).toHaveTextContent('Equipments');
    const breadcrumb = screen.getByTestId('breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Equipments');

    expect(mixerRow).toHaveTextContent('No description');
    expect(mixerRow).toHaveTextContent('₹1,200.00/hour');
    const badge = within(mixerRow).getByText('Power sour');
    expect(badge.closest('[title]')).toHaveAttribute('title', 'Power source');
    expect(within(mixerRow).getByText('Drum')).toBeInTheDocument();

    const craneRow = await rowOf('Tower Crane');
    expect(craneRow).toHaveTextContent('Lifts up to 8 tonnes');
    expect(craneRow).toHaveTextContent('₹25,000.50/day');
    expect(within(craneRow).getByTestId('thumbnail').querySelector('img')).toHaveAttribute('src', crane.imageUrl);
  });

  it('sorts by rate when the Rate header is clicked', async () => {
    const { user } = await openEquipments();
    await rowOf('Concrete Mixer');
    expect(rowTexts()[0]).toContain('Concrete Mixer');

    await user.click(screen.getByRole('button', { name: 'Sort by rate ascending' }));
    await user.click(await screen.findByRole('button', { name: 'Sort by rate descending' }));
    await waitFor(() => expect(rowTexts()[0]).toContain('Tower Crane'));
    expect(rowTexts()[1]).toContain('Concrete Mixer');
  });
});

describe('the Add Equipment dialog (spec §5)', () => {
  it('keeps submit disabled while the name is empty', async () => {
    const { user } = await openEquipments();
    const dialog = await openAddDialog(user);
    const submit = within(dialog).getByRole('button', { name: 'Save' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Equipment Name/), '   ');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    expect(submit).toBeEnabled();
  });

  it('shows the form messages under the inputs and sends nothing', async () => {
    const { user, server } = await openEquipments();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    await user.type(within(dialog).getByLabelText(/Daily Rate/), '0.5');
    await user.clear(within(dialog).getByLabelText(/Stock/));
    await user.type(within(dialog).getByLabelText(/Stock/), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add property' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Daily Rate must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Stock must be at least 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Property name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Property value is required')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Equipment Name/));
    expect(await within(dialog).findByText('Equipment name is required')).toBeInTheDocument();
    expect(server.callsTo('POST /equipments/add-equipment')).toHaveLength(0);
  });

  it('sends the information rows as single pairs, leaving out removed rows', async () => {
    const { user, server } = await openEquipments({
      'POST /equipments/add-equipment': ({ body }) => [
        201,
        { message: 'Equipment added successfully!', data: { ...mixer, ...(body as object) } },
      ],
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    await user.type(within(dialog).getByLabelText(/Daily Rate/), '99.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add property' }));
    const names = within(dialog).getAllByLabelText('Property name');
    const values = within(dialog).getAllByLabelText('Property value');
    await user.type(names[0] as HTMLElement, 'Weight');
    await user.type(values[0] as HTMLElement, '12 kg');
    await user.type(names[1] as HTMLElement, ' Power ');
    await user.type(values[1] as HTMLElement, 'Electric');
    await user.click(within(dialog).getAllByRole('button', { name: 'Remove property' })[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Equipment added successfully!');
    expect(server.callsTo('POST /equipments/add-equipment')[0]?.body).toMatchObject({
      dailyRate: 99.5,
      status: 'Available',
      stock: 1,
      information: [{ Power: 'Electric' }],
    });
  });

  it('starts again from the defaults after being cancelled', async () => {
    const { user } = await openEquipments();
    let dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('equipment-create-dialog')).not.toBeInTheDocument());

    dialog = await openAddDialog(user);
    expect(within(dialog).getByLabelText(/Equipment Name/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Stock/)).toHaveValue(1);
  });

  it('disables the status switch at stock 0, warns, and sends Not Available', async () => {
    const { user, server } = await openEquipments({
      'POST /equipments/add-equipment': ({ body }) => [
        201,
        { message: 'Equipment added successfully!', data: { ...mixer, ...(body as object) } },
      ],
    });
    const dialog = await openAddDialog(user);
    const status = within(dialog).getByRole('switch', { name: 'Available' });
    expect(status).toBeChecked();
    expect(
      within(dialog).queryByText('Equipment will be marked as Not Available when stock is 0'),
    ).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    await user.type(within(dialog).getByLabelText(/Daily Rate/), '150');
    await user.clear(within(dialog).getByLabelText(/Stock/));
    await user.type(within(dialog).getByLabelText(/Stock/), '0');
    await user.clear(within(dialog).getByLabelText(/Turnaround days/));
    await user.type(within(dialog).getByLabelText(/Turnaround days/), '2');

    expect(status).toBeDisabled();
    expect(status).not.toBeChecked();
    expect(within(dialog).getByText('Equipment will be marked as Not Available when stock is 0')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Equipment added successfully!')).toBeInTheDocument();
    expect(server.callsTo('POST /equipments/add-equipment')[0]?.body).toEqual({
      categoryId: null,
      name: 'Drill',
      description: null,
      imageUrl: null,
      dailyRate: 150,
      unitName: 'day',
      stock: 0,
      status: 'Not Available',
      information: [],
      turnaroundDays: 2,
    });
    await waitFor(() => expect(screen.queryByTestId('equipment-create-dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message, keeps the dialog open with its values, and marks the field", async () => {
    allowConsoleErrors();
    const { user } = await openEquipments({
      'POST /equipments/add-equipment': () => [
        400,
        {
          message: 'Equipment name must be at most 200 characters',
          errors: { name: 'Equipment name must be at most 200 characters' },
        },
      ],
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    await user.type(within(dialog).getByLabelText(/Daily Rate/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const messages = await screen.findAllByText('Equipment name must be at most 200 characters');
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('equipment-create-dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Equipment Name/)).toHaveValue('Drill');
  });

  it("shows the client error's message when the server sends none (spec §8)", async () => {
    allowConsoleErrors();
    const { user } = await openEquipments({ 'POST /equipments/add-equipment': () => [502, 'Bad gateway'] });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    await user.type(within(dialog).getByLabelText(/Daily Rate/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Request failed with status code 502')).toBeInTheDocument();
  });

  it('disables submit while the request is pending', async () => {
    const reply = deferred<FakeReply>();
    const { user } = await openEquipments({ 'POST /equipments/add-equipment': () => reply.promise });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/Equipment Name/), 'Drill');
    await user.type(within(dialog).getByLabelText(/Daily Rate/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => reply.resolve([201, { message: 'Equipment added successfully!', data: mixer }]));
    expect(await screen.findByText('Equipment added successfully!')).toBeInTheDocument();
  });
});

describe('editing and deleting an equipment', () => {
  it('sends update-equipment with the id and information as single pairs', async () => {
    const { user, server } = await openEquipments({
      'POST /equipments/update-equipment': ({ body }) => [
        200,
        { message: 'Equipment data updated', data: { ...mixer, ...(body as object) } },
      ],
    });
    await user.click(within(await rowOf('Concrete Mixer')).getByTestId('row-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByTestId('equipment-edit-dialog');
    expect(within(dialog).getByLabelText(/Equipment Name/)).toHaveValue('Concrete Mixer');

    const values = within(dialog).getAllByLabelText('Property value');
    await user.clear(values[1] as HTMLElement);
    await user.type(values[1] as HTMLElement, '350 L');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Equipment data updated')).toBeInTheDocument();
    expect(server.callsTo('POST /equipments/update-equipment')[0]?.body).toEqual({
      categoryId: null,
      id: mixer.id,
      name: 'Concrete Mixer',
      description: null,
      imageUrl: null,
      dailyRate: 1200,
      unitName: 'hour',
      stock: 3,
      status: 'Available',
      information: [{ 'Power source': 'Diesel' }, { Drum: '350 L' }],
      turnaroundDays: 0,
    });
  });

  it('asks before deleting, then calls delete-equipment and confirms with the name', async () => {
    let rows = [mixer, crane];
    const { user, server } = await openEquipments({
      'GET /equipments': () => [200, { data: rows }],
      'POST /equipments/delete-equipment': () => {
        rows = [mixer];
        return [200, { message: 'Successfully Deleted', data: crane }];
      },
    });
    await user.click(within(await rowOf('Tower Crane')).getByTestId('row-actions'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByTestId('confirm-delete');
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the equipment "Tower Crane".',
    );
    expect(server.callsTo('POST /equipments/delete-equipment')).toHaveLength(0);

    await user.click(within(dialog).getByTestId('confirm-delete-button'));

    expect(await screen.findByText('Successfully Deleted')).toBeInTheDocument();
    expect(server.callsTo('POST /equipments/delete-equipment')[0]?.body).toEqual({ equipmentId: crane.id });
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowTexts()[0]).toContain('Concrete Mixer');
    await waitFor(() => expect(screen.queryByTestId('confirm-delete')).not.toBeInTheDocument());
  });
});

describe('the equipment form rules (spec §5)', () => {
  const valid = {
    name: 'Drill',
    description: '',
    imageUrl: null,
    dailyRate: 10,
    unitName: 'day',
    stock: 1,
    status: 'Available',
    information: [],
  };

  it('accepts a complete form', () => {
    expect(validateEquipment(valid)).toEqual({});
  });

  it.each([
    [{ name: '  ' }, 'name', 'Equipment name is required'],
    [{ imageUrl: 'not a url' }, 'imageUrl', 'Enter a valid URL'],
    [{ dailyRate: null }, 'dailyRate', 'Daily Rate must be at least 1'],
    [{ unitName: 'week' }, 'unitName', 'Enter valid unit name'],
    [{ stock: 1.5 }, 'stock', 'Stock must be a whole number'],
    [{ stock: -1 }, 'stock', 'Stock must be at least 0'],
  ])('%o -> %s: %s', (change, field, message) => {
    expect(validateEquipment({ ...valid, ...change })).toEqual({ [field]: message });
  });
});
