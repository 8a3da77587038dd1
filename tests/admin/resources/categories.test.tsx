import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryForm } from '../../../src/admin/resources/categories/categoryForm';
import type { Category } from '../../../src/shared/contract/categories';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import { deferred, type FakeHandler, type FakeReply } from '../helpers/fakeApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const admin = makeToken({ role: 'ADMIN' });

const tools: Category = {
  id: '5b9e1c4f-6a7d-4e0f-9a3b-4c5d6e7f8091',
  name: 'Tools',
  description: 'Hand and power tools',
  imageUrl: '/uploads/6c0f2d5a-7b8e-4f1a-8b4c-5d6e7f8091a2.png',
};
const cement: Category = {
  id: '7d1a3e6b-8c9f-4a2b-9c5d-6e7f8091a2b3',
  name: 'Cement',
  description: 'Bags of cement and mortar',
  imageUrl: null,
};
const newId = '8e2b4f7c-9d0a-4b3c-8d6e-7f8091a2b3c4';
const taken = 'A category with this name already exists';

/** A fake categories API that keeps its writes, so the list shows what was saved. */
const categoriesApi = (initial: Category[] = [tools, cement]) => {
  let rows = [...initial];
  const routes: Record<string, FakeHandler> = {
    'GET /categories': () => [200, { data: rows }],
    'POST /categories/create': ({ body }) => {
      const created = { id: newId, ...(body as Omit<Category, 'id'>) };
      rows = [...rows, created];
      return [201, { message: 'Category created successfully', data: created }];
    },
    'POST /categories/update': ({ body }) => {
      const updated = body as Category;
      rows = rows.map((row) => (row.id === updated.id ? updated : row));
      return [200, { message: 'Category updated successfully', data: updated }];
    },
    'POST /categories/delete': ({ body }) => {
      const { id } = body as { id: string };
      const deleted = rows.find((row) => row.id === id);
      rows = rows.filter((row) => row.id !== id);
      return [200, { message: 'Category deleted', data: deleted }];
    },
  };
  return routes;
};

const openCategories = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/categories', token: admin, routes: { ...categoriesApi(), ...routes } });

type App = Awaited<ReturnType<typeof openCategories>>;

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** The names of the table's body rows, in order. */
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

const openAddDialog = async ({ user }: App) => {
  await user.click(await screen.findByRole('button', { name: 'Add Category' }));
  return screen.findByTestId('category-create-dialog');
};

const openRowAction = async ({ user }: App, name: string, action: 'Edit' | 'Delete') => {
  await user.click(within(await rowOf(name)).getByTestId('row-actions'));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

const fill = async ({ user }: App, dialog: HTMLElement, name: string, description: string) => {
  await user.type(within(dialog).getByLabelText(/^Name/), name);
  await user.type(within(dialog).getByLabelText(/^Description/), description);
};

const submitOf = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

describe('the Categories list (spec §2)', () => {
  it('shows the header, breadcrumb, columns and rows', async () => {
    await openCategories();
    const toolsRow = await rowOf('Tools');

    expect(screen.getByTestId('page-title')).toHaveTextContent('Categories');
    const breadcrumb = screen.getByTestId('breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Categories');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Image',
      'Name',
      'Description',
      'Actions',
    ]);

    expect(toolsRow).toHaveTextContent('Hand and power tools');
    expect(within(toolsRow).getByTestId('thumbnail').querySelector('img')).toHaveAttribute('src', tools.imageUrl);
    const cementRow = await rowOf('Cement');
    expect(within(cementRow).getByTestId('thumbnail').querySelector('img')).toBeNull();
    expect(rowNames()).toEqual(['Cement', 'Tools']);
  });

  it("shows 'No categories yet' with the Add Category button", async () => {
    await openCategories(categoriesApi([]));
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No categories yet');
    expect(within(empty).getByRole('button', { name: 'Add Category' })).toBeInTheDocument();
  });

  it("shows 'Failed to load' with the message", async () => {
    allowConsoleErrors();
    await openCategories({ 'GET /categories': () => [503, { message: 'The database is unavailable' }] });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Failed to load');
    expect(panel).toHaveTextContent('The database is unavailable');
  });
});

describe('adding a category (spec §5 "Category", §8)', () => {
  it('requires a name and a description, and sends nothing until both are given', async () => {
    const app = await openCategories();
    const dialog = await openAddDialog(app);
    await app.user.click(submitOf(dialog));

    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(app.server.callsTo('POST /categories/create')).toHaveLength(0);
  });

  it("shows 'Creating category...', sends create, then 'Category created successfully'", async () => {
    const reply = deferred<FakeReply>();
    const app = await openCategories({ 'POST /categories/create': () => reply.promise });
    const dialog = await openAddDialog(app);
    await fill(app, dialog, ' Paint ', 'Wall and wood paints');
    await app.user.click(submitOf(dialog));

    expect(await screen.findByText('Creating category...')).toBeInTheDocument();
    expect(app.server.callsTo('POST /categories/create')[0]?.body).toEqual({
      name: 'Paint',
      description: 'Wall and wood paints',
      imageUrl: null,
    });
    const created: Category = { id: newId, name: 'Paint', description: 'Wall and wood paints', imageUrl: null };
    await act(async () => reply.resolve([201, { message: 'Category created successfully', data: created }]));

    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    expect(screen.queryByText('Creating category...')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('category-create-dialog')).not.toBeInTheDocument());
  });

  it('lists the new category once it is saved', async () => {
    const app = await openCategories();
    const dialog = await openAddDialog(app);
    await fill(app, dialog, 'Paint', 'Wall and wood paints');
    await app.user.click(submitOf(dialog));

    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Cement', 'Paint', 'Tools']));
  });

  it("shows the server's 409 message for a taken name, in the toast and under the name", async () => {
    allowConsoleErrors();
    const app = await openCategories({
      'POST /categories/create': () => [409, { message: taken, errors: { name: taken } }],
    });
    const dialog = await openAddDialog(app);
    await fill(app, dialog, 'tools', 'Another tools category');
    await app.user.click(submitOf(dialog));

    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(2));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(screen.queryByText('Creating category...')).not.toBeInTheDocument();
    expect(screen.getByTestId('category-create-dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('tools');
    // The server's message is the one toast: no generic "form is not valid" beside it.
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
  });

  it("falls back to the error's own message when the server sends none", async () => {
    allowConsoleErrors();
    const app = await openCategories({ 'POST /categories/create': () => [502] });
    const dialog = await openAddDialog(app);
    await fill(app, dialog, 'Paint', 'Wall and wood paints');
    await app.user.click(submitOf(dialog));

    expect(await screen.findByText('Request failed with status code 502')).toBeInTheDocument();
    expect(screen.getByTestId('category-create-dialog')).toBeInTheDocument();
  });
});

describe('editing a category', () => {
  it("shows 'Updating category...', sends update with the id, then 'Category updated successfully'", async () => {
    const reply = deferred<FakeReply>();
    const app = await openCategories({ 'POST /categories/update': () => reply.promise });
    await openRowAction(app, 'Cement', 'Edit');
    const dialog = await screen.findByTestId('category-edit-dialog');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Cement');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Bags of cement and mortar');

    await app.user.clear(within(dialog).getByLabelText(/^Description/));
    await app.user.type(within(dialog).getByLabelText(/^Description/), 'Cement, mortar and plaster');
    await app.user.click(submitOf(dialog));

    expect(await screen.findByText('Updating category...')).toBeInTheDocument();
    const body = { id: cement.id, name: 'Cement', description: 'Cement, mortar and plaster', imageUrl: null };
    expect(app.server.callsTo('POST /categories/update')[0]?.body).toEqual(body);
    await act(async () => reply.resolve([200, { message: 'Category updated successfully', data: body }]));

    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(await rowOf('Cement')).toHaveTextContent('Cement, mortar and plaster');
  });

  it('lets the image be removed and saves no image (the server then deletes the file)', async () => {
    const app = await openCategories({});
    await openRowAction(app, 'Tools', 'Edit');
    const dialog = await screen.findByTestId('category-edit-dialog');
    expect(within(dialog).getByTestId('image-preview')).toBeInTheDocument();

    await app.user.click(within(dialog).getByTestId('image-remove'));
    expect(within(dialog).queryByTestId('image-preview')).not.toBeInTheDocument();
    expect(app.server.callsTo('POST /file/delete')).toHaveLength(0);

    await app.user.click(submitOf(dialog));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(app.server.callsTo('POST /categories/update')[0]?.body).toEqual({ ...tools, imageUrl: null });
  });

  it('keeps what was typed when the list reloads with changed data meanwhile', async () => {
    let toolsNow: Category = tools;
    const app = await openCategories({ 'GET /categories': () => [200, { data: [toolsNow, cement] }] });
    await openRowAction(app, 'Tools', 'Edit');
    const dialog = await screen.findByTestId('category-edit-dialog');
    const description = within(dialog).getByLabelText(/^Description/);
    await app.user.clear(description);
    await app.user.type(description, 'Typed here');

    toolsNow = { ...tools, name: 'Tools and Tackle' };
    await act(() => app.api.queryClient.invalidateQueries());
    await waitFor(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Tools and Tackle'));
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Typed here');
  });

  it('gives the image back when the edit is cancelled after removing it', async () => {
    const app = await openCategories({});
    await openRowAction(app, 'Tools', 'Edit');
    const dialog = await screen.findByTestId('category-edit-dialog');
    await app.user.click(within(dialog).getByTestId('image-remove'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('category-edit-dialog')).not.toBeInTheDocument());

    await openRowAction(app, 'Tools', 'Edit');
    const again = await screen.findByTestId('category-edit-dialog');
    expect(within(again).getByTestId('image-preview')).toBeInTheDocument();
    expect(app.server.callsTo('POST /file/delete')).toHaveLength(0);
  });

  it("shows the server's 409 message for a taken name under the name", async () => {
    allowConsoleErrors();
    const app = await openCategories({
      'POST /categories/update': () => [409, { message: taken, errors: { name: taken } }],
    });
    await openRowAction(app, 'Cement', 'Edit');
    const dialog = await screen.findByTestId('category-edit-dialog');
    await app.user.clear(within(dialog).getByLabelText(/^Name/));
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Tools');
    await app.user.click(submitOf(dialog));

    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(screen.getAllByText(taken)).toHaveLength(2);
    expect(screen.getByTestId('category-edit-dialog')).toBeInTheDocument();
  });
});

describe('deleting a category', () => {
  it("asks first, saying what becomes of its products, then deletes and toasts 'Category deleted'", async () => {
    const app = await openCategories();
    await openRowAction(app, 'Tools', 'Delete');
    const dialog = await screen.findByTestId('confirm-delete');
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the category "Tools". Products in this category become Uncategorized.',
    );
    expect(app.server.callsTo('POST /categories/delete')).toHaveLength(0);

    await app.user.click(within(dialog).getByTestId('confirm-delete-button'));

    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    expect(screen.queryByText('Successfully Deleted')).not.toBeInTheDocument();
    expect(app.server.callsTo('POST /categories/delete')[0]?.body).toEqual({ id: tools.id });
    await waitFor(() => expect(rowNames()).toEqual(['Cement']));
    expect(screen.queryByTestId('confirm-delete')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with an 'Error deleting' toast when the call fails", async () => {
    allowConsoleErrors();
    const app = await openCategories({ 'POST /categories/delete': () => [404, { message: 'Category not found' }] });
    await openRowAction(app, 'Cement', 'Delete');
    await app.user.click(within(await screen.findByTestId('confirm-delete')).getByTestId('confirm-delete-button'));

    expect(await screen.findByText('Error deleting')).toBeInTheDocument();
    expect(screen.getByText('Error: Category not found')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-delete')).toBeInTheDocument();
  });
});

describe('the category form rules (spec §5)', () => {
  const valid = { name: 'Paint', description: 'Wall paints', imageUrl: null };

  it('accepts a complete form, with or without an image', () => {
    expect(categoryForm.validate(valid)).toEqual({});
    expect(categoryForm.validate({ ...valid, imageUrl: tools.imageUrl })).toEqual({});
  });

  it.each([
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ name: null }, 'name', 'Name is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ imageUrl: 'not a url' }, 'imageUrl', 'Enter a valid URL'],
  ])('%o -> %s: %s', (change, field, message) => {
    expect(categoryForm.validate({ ...valid, ...change })).toEqual({ [field]: message });
  });
});
