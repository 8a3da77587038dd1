import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  newServiceProviderValues,
  validateServiceProvider,
} from '../../../src/admin/resources/service-providers/serviceProviderForm';
import { MAX_IMAGE_BYTES } from '../../../src/shared/constants';
import type { ServiceProvider } from '../../../src/shared/contract/service-providers';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });

const plumber: ServiceProvider = {
  id: '1c5a7e0b-2d3f-4a6b-8c9d-0e1f2a3b4c5d',
  name: 'Ravi Kumar',
  speciality: 'Plumber',
  other_speciality: null,
  RatePerHour: 450,
  unitName: 'hour',
  contact: '9876543210',
  isActive: true,
  bufferMinutes: 0,
  imageUrl: '/uploads/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png',
};
const tiler: ServiceProvider = {
  id: '2d6b8f1c-3e4a-4b7c-9d0e-1f2a3b4c5d6e',
  name: 'Meena Tiles',
  speciality: 'Other',
  other_speciality: 'Tiling',
  RatePerHour: null,
  unitName: 'sqft',
  contact: null,
  isActive: false,
  bufferMinutes: 0,
  imageUrl: null,
};
const helper: ServiceProvider = {
  id: '3e7c9a2d-4f5b-4c8d-8e1f-2a3b4c5d6e7f',
  name: 'Anil Helper',
  speciality: null,
  other_speciality: null,
  RatePerHour: 125050.5,
  unitName: 'day',
  contact: null,
  isActive: true,
  bufferMinutes: 0,
  imageUrl: null,
};
const uploadedUrl = '/uploads/4a8d0b3e-5f6c-4d9e-8f2a-3b4c5d6e7f80.png';

const listOf =
  (rows: ServiceProvider[]): FakeHandler =>
  () => [200, { data: rows }];

/** The write calls answer like the API: the record as saved. */
const saved =
  (message: string, base: ServiceProvider): FakeHandler =>
  ({ body }) => [200, { message, data: { ...base, ...(body as object) } }];

const openProviders = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({
    path: '/service-provider',
    token: admin,
    routes: { 'GET /service-providers': listOf([plumber, tiler, helper]), ...routes },
  });

type App = Awaited<ReturnType<typeof openProviders>>;

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const openAddDialog = async ({ user }: App) => {
  await user.click(await screen.findByRole('button', { name: 'Add Provider' }));
  return screen.findByTestId('service-provider-create-dialog');
};

const openEditDialog = async ({ user }: App, name: string) => {
  await user.click(within(await rowOf(name)).getByTestId('row-actions'));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByTestId('service-provider-edit-dialog');
};

/** Picks an option of a react-admin SelectInput (a MUI select: the list opens in a popover). */
const choose = async ({ user }: App, dialog: HTMLElement, label: RegExp, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** The provider names of the table's body rows, in order. */
const tableRowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const otherField = (dialog: HTMLElement) => within(dialog).queryByLabelText(/Other speciality/);
const submitOf = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

describe('the Service Providers list (spec §2)', () => {
  it('shows the header, the breadcrumb Home then Services, and the columns', async () => {
    await openProviders();
    await rowOf('Ravi Kumar');

    expect(screen.getByTestId('page-title')).toHaveTextContent('Service Providers');
    const breadcrumb = screen.getByTestId('breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Services');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Service Provider', 'Speciality', 'Rate', 'Contact', 'Status', 'Actions']);
  });

  it('shows each value, or its fallback', async () => {
    await openProviders();

    const plumberRow = await rowOf('Ravi Kumar');
    expect(plumberRow).toHaveTextContent('Plumber');
    expect(plumberRow).toHaveTextContent('₹450.00/hour');
    expect(plumberRow).toHaveTextContent('9876543210');
    expect(within(plumberRow).getByTestId('provider-status')).toHaveTextContent(/^Active$/);
    expect(within(plumberRow).getByTestId('thumbnail').querySelector('img')).toHaveAttribute('src', plumber.imageUrl);

    const tilerRow = await rowOf('Meena Tiles');
    expect(tilerRow).toHaveTextContent('other-Tiling');
    expect(tilerRow).toHaveTextContent('Rate not set');
    expect(tilerRow).toHaveTextContent('No contact');
    expect(within(tilerRow).getByTestId('provider-status')).toHaveTextContent(/^Inactive$/);

    const helperRow = await rowOf('Anil Helper');
    expect(helperRow).toHaveTextContent('No speciality');
    expect(helperRow).toHaveTextContent('₹1,25,050.50/day');
  });

  it('shows 5 skeleton rows while loading', async () => {
    const reply = deferred<FakeReply>();
    await openProviders({ 'GET /service-providers': () => reply.promise });
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it("shows 'Error loading service providers' with the message", async () => {
    allowConsoleErrors();
    await openProviders({ 'GET /service-providers': () => [503, { message: 'The database is unavailable' }] });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Error loading service providers');
    expect(panel).toHaveTextContent('The database is unavailable');
  });

  it("shows 'No service providers found' with the Add Provider button", async () => {
    await openProviders({ 'GET /service-providers': listOf([]) });
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No service providers found');
    expect(within(empty).getByRole('button', { name: 'Add Provider' })).toBeInTheDocument();
  });
});

describe('the Add Provider dialog (spec §5 "Add service provider")', () => {
  it('disables submit without a name, without a speciality, or with Other and no text', async () => {
    const app = await openProviders();
    const dialog = await openAddDialog(app);
    expect(submitOf(dialog)).toBeDisabled();

    await app.user.type(within(dialog).getByLabelText(/^Name/), '   ');
    await choose(app, dialog, /Speciality/, 'Plumber');
    expect(submitOf(dialog)).toBeDisabled();

    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Ravi');
    expect(submitOf(dialog)).toBeEnabled();

    await choose(app, dialog, /Speciality/, 'Other');
    expect(submitOf(dialog)).toBeDisabled();
    await app.user.type(otherField(dialog) as HTMLElement, '  ');
    expect(submitOf(dialog)).toBeDisabled();
    await app.user.type(otherField(dialog) as HTMLElement, 'Tiling');
    expect(submitOf(dialog)).toBeEnabled();
  });

  it('asks for the other speciality only when Other is chosen', async () => {
    const app = await openProviders();
    const dialog = await openAddDialog(app);
    expect(otherField(dialog)).not.toBeInTheDocument();

    await choose(app, dialog, /Speciality/, 'Electrician');
    expect(otherField(dialog)).not.toBeInTheDocument();
    await choose(app, dialog, /Speciality/, 'Other');
    expect(otherField(dialog)).toBeInTheDocument();
    await choose(app, dialog, /Speciality/, 'Painter');
    expect(otherField(dialog)).not.toBeInTheDocument();
  });

  it('offers the spec units and caps the contact at 10 characters', async () => {
    const app = await openProviders();
    const dialog = await openAddDialog(app);
    const contact = within(dialog).getByLabelText('Contact');
    expect(contact).toHaveAttribute('maxLength', '10');
    expect(contact).toHaveAttribute('minLength', '10');
    expect(within(dialog).getByLabelText('Rate')).toHaveAttribute('min', '1');

    await app.user.click(within(dialog).getByRole('combobox', { name: /Unit/ }));
    const units = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(units).toEqual(['hour', 'day', 'sqft']);
  });

  it('shows the form messages under the inputs and sends nothing', async () => {
    const app = await openProviders();
    const dialog = await openAddDialog(app);
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Ravi');
    await choose(app, dialog, /Speciality/, 'Plumber');
    await app.user.type(within(dialog).getByLabelText('Rate'), '0');
    await app.user.type(within(dialog).getByLabelText('Contact'), '12345');
    await app.user.click(submitOf(dialog));

    expect(await within(dialog).findByText('Rate must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be a valid number')).toBeInTheDocument();

    await app.user.clear(within(dialog).getByLabelText(/^Name/));
    expect(await within(dialog).findByText('Service provider name is required')).toBeInTheDocument();
    expect(app.server.callsTo('POST /service-providers/add-service-provider')).toHaveLength(0);
  });

  it('checks an image before uploading it', async () => {
    const app = await openProviders();
    const dialog = await openAddDialog(app);
    const input = within(dialog).getByTestId('image-input');

    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.png', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText('Please select a valid image file')).toBeInTheDocument();

    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('Image size should be less than 5MB')).toBeInTheDocument();
    expect(app.server.callsTo('POST /file/upload')).toHaveLength(0);
  });

  it('sends add-service-provider with the spec field names, then confirms', async () => {
    const app = await openProviders({
      'POST /file/upload': () => [201, { url: uploadedUrl }],
      'POST /service-providers/add-service-provider': saved('Service provider added successfully!', tiler),
    });
    const dialog = await openAddDialog(app);
    await app.user.type(within(dialog).getByLabelText(/^Name/), '  Meena Tiles ');
    await choose(app, dialog, /Speciality/, 'Other');
    await app.user.type(otherField(dialog) as HTMLElement, 'Tiling');
    await app.user.type(within(dialog).getByLabelText('Rate'), '35.5');
    await choose(app, dialog, /Unit/, 'sqft');
    await app.user.type(within(dialog).getByLabelText('Contact'), '9123456780');
    await app.user.clear(within(dialog).getByLabelText(/Buffer minutes/));
    await app.user.type(within(dialog).getByLabelText(/Buffer minutes/), '45');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    fireEvent.change(within(dialog).getByTestId('image-input'), {
      target: { files: [new File(['png'], 'tiles.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();

    await app.user.click(submitOf(dialog));

    expect(await screen.findByText('Service provider added successfully!')).toBeInTheDocument();
    expect(app.server.callsTo('POST /service-providers/add-service-provider')[0]?.body).toEqual({
      name: 'Meena Tiles',
      speciality: 'Other',
      other_speciality: 'Tiling',
      RatePerHour: 35.5,
      unitName: 'sqft',
      contact: '9123456780',
      isActive: false,
      imageUrl: uploadedUrl,
      bufferMinutes: 45,
    });
    await waitFor(() => expect(screen.queryByTestId('service-provider-create-dialog')).not.toBeInTheDocument());
  });

  it('drops the other speciality when another speciality is chosen, and sends unset fields as null', async () => {
    const app = await openProviders({
      'POST /service-providers/add-service-provider': saved('Service provider added successfully!', helper),
    });
    const dialog = await openAddDialog(app);
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Anil');
    await choose(app, dialog, /Speciality/, 'Other');
    await app.user.type(otherField(dialog) as HTMLElement, 'Tiling');
    await choose(app, dialog, /Speciality/, 'Mason');
    await app.user.click(submitOf(dialog));

    expect(await screen.findByText('Service provider added successfully!')).toBeInTheDocument();
    expect(app.server.callsTo('POST /service-providers/add-service-provider')[0]?.body).toEqual({
      name: 'Anil',
      speciality: 'Mason',
      other_speciality: null,
      RatePerHour: null,
      unitName: 'hour',
      contact: null,
      isActive: true,
      imageUrl: null,
      bufferMinutes: 0,
    });
  });

  it("shows the server's message and keeps the dialog open with its values", async () => {
    allowConsoleErrors();
    const app = await openProviders({
      'POST /service-providers/add-service-provider': () => [
        400,
        { message: 'Must be a valid number', errors: { contact: 'Must be a valid number' } },
      ],
    });
    const dialog = await openAddDialog(app);
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Ravi');
    await choose(app, dialog, /Speciality/, 'Plumber');
    await app.user.click(submitOf(dialog));

    await waitFor(() => expect(screen.getAllByText('Must be a valid number')).toHaveLength(2));
    expect(screen.getByTestId('service-provider-create-dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ravi');
  });
});

describe('editing and deleting a service provider', () => {
  it('opens with the saved values and sends update-service-provider with the id', async () => {
    const app = await openProviders({
      'POST /service-providers/update-service-provider': saved('Service provider data updated', plumber),
    });
    const dialog = await openEditDialog(app, 'Ravi Kumar');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ravi Kumar');
    expect(within(dialog).getByLabelText('Contact')).toHaveValue('9876543210');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByTestId('image-preview')).toBeInTheDocument();

    await app.user.clear(within(dialog).getByLabelText('Rate'));
    await app.user.type(within(dialog).getByLabelText('Rate'), '500');
    await app.user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await app.user.click(submitOf(dialog));

    expect(await screen.findByText('Service provider data updated')).toBeInTheDocument();
    expect(app.server.callsTo('POST /service-providers/update-service-provider')[0]?.body).toEqual({
      id: plumber.id,
      name: 'Ravi Kumar',
      speciality: 'Plumber',
      other_speciality: null,
      RatePerHour: 500,
      unitName: 'hour',
      contact: '9876543210',
      isActive: false,
      imageUrl: plumber.imageUrl,
      bufferMinutes: 0,
    });
    const row = await rowOf('Ravi Kumar');
    await waitFor(() => expect(row).toHaveTextContent('₹500.00/hour'));
    expect(within(row).getByTestId('provider-status')).toHaveTextContent('Inactive');
  });

  it("requires the other speciality when Other is chosen, with the spec's message", async () => {
    const app = await openProviders({
      'POST /service-providers/update-service-provider': saved('Service provider data updated', plumber),
    });
    const dialog = await openEditDialog(app, 'Ravi Kumar');
    await choose(app, dialog, /Speciality/, 'Other');
    await app.user.click(submitOf(dialog));

    expect(
      await within(dialog).findByText("Other speciality is required when 'Other' is selected"),
    ).toBeInTheDocument();
    expect(app.server.callsTo('POST /service-providers/update-service-provider')).toHaveLength(0);

    await app.user.type(otherField(dialog) as HTMLElement, 'Waterproofing');
    await app.user.click(submitOf(dialog));
    expect(await screen.findByText('Service provider data updated')).toBeInTheDocument();
    expect(app.server.callsTo('POST /service-providers/update-service-provider')[0]?.body).toMatchObject({
      id: plumber.id,
      speciality: 'Other',
      other_speciality: 'Waterproofing',
    });
  });

  it('asks before deleting, then calls delete-service-provider and confirms with the name', async () => {
    let rows = [plumber, tiler, helper];
    const app = await openProviders({
      'GET /service-providers': () => [200, { data: rows }],
      'POST /service-providers/delete-service-provider': () => {
        rows = rows.filter(({ id }) => id !== tiler.id);
        return [200, { message: 'Successfully Deleted', data: tiler }];
      },
    });
    await app.user.click(within(await rowOf('Meena Tiles')).getByTestId('row-actions'));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByTestId('confirm-delete');
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the service provider "Meena Tiles".',
    );

    await app.user.click(within(dialog).getByTestId('confirm-delete-button'));

    expect(await screen.findByText('Successfully Deleted')).toBeInTheDocument();
    expect(app.server.callsTo('POST /service-providers/delete-service-provider')[0]?.body).toEqual({
      serviceProviderId: tiler.id,
    });
    await waitFor(() => expect(tableRowNames()).toEqual(['Anil Helper', 'Ravi Kumar']));
    expect(screen.queryByTestId('confirm-delete')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in an 'Error deleting' toast", async () => {
    allowConsoleErrors();
    const refusal = 'This service provider has bookings, so it cannot be deleted; mark it Inactive instead';
    const app = await openProviders({
      'POST /service-providers/delete-service-provider': () => [409, { message: refusal }],
    });
    await app.user.click(within(await rowOf('Ravi Kumar')).getByTestId('row-actions'));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await app.user.click(within(await screen.findByTestId('confirm-delete')).getByTestId('confirm-delete-button'));

    expect(await screen.findByText('Error deleting')).toBeInTheDocument();
    expect(screen.getByText(`Error: ${refusal}`)).toBeInTheDocument();
    expect(screen.getByTestId('confirm-delete')).toBeInTheDocument();
  });
});

describe('the service provider form rules (spec §5)', () => {
  const valid = { ...newServiceProviderValues, name: 'Ravi', speciality: 'Plumber' };

  it('accepts a complete form, with the optional fields unset', () => {
    expect(validateServiceProvider(valid)).toEqual({});
    expect(validateServiceProvider({ ...valid, speciality: null }, plumber)).toEqual({});
  });

  it.each([
    [{ name: '  ' }, 'name', 'Service provider name is required'],
    [{ speciality: null }, 'speciality', 'Speciality is required'],
    [
      { speciality: 'Other', other_speciality: ' ' },
      'other_speciality',
      "Other speciality is required when 'Other' is selected",
    ],
    [{ RatePerHour: 0.5 }, 'RatePerHour', 'Rate must be at least 1'],
    [{ unitName: null }, 'unitName', 'Unit name is required'],
    [{ contact: '98765' }, 'contact', 'Must be a valid number'],
    [{ contact: '98765432101' }, 'contact', 'Must be a valid number'],
    [{ imageUrl: 'not a url' }, 'imageUrl', 'Enter a valid URL'],
  ])('%o -> %s: %s', (change, field, message) => {
    expect(validateServiceProvider({ ...valid, ...change } as typeof valid)).toEqual({ [field]: message });
  });
});
