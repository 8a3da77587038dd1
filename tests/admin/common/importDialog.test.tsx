import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportApplied, ImportReport } from '../../../src/shared/contract/imports';
import type { FakeHandler } from '../helpers/fakeApi';
import { productsApi } from '../helpers/productsApi';
import { renderApp } from '../helpers/renderApp';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR', name: 'Sharma Traders', vendorId: 'vendor-1' });
const admin = makeToken({ role: 'ADMIN' });
const LIST = 'GET /products/get-vendor-products';
const CHECK = 'POST /imports/products/check';
const APPLY = 'POST /imports/products/apply';

const BAD = 'Product Key,Product Name,Size,Colour,Unit Price,Unit Name,Stock\nK1,Sand,Fine,#ffffff,0,bag,4\n';
const FIXED = BAD.replace(',0,', ',10.00,');

const withErrors: ImportReport = {
  created: 1,
  updated: 0,
  unchanged: 0,
  items: [{ row: 2, kind: 'product', label: 'Sand', action: 'create', changes: [] }],
  errors: [{ row: 2, column: 'Unit Price', message: 'Unit price must be greater than 0' }],
};
const clean: ImportReport = {
  created: 2,
  updated: 1,
  unchanged: 0,
  items: [
    { row: 2, kind: 'product', label: 'Sand', action: 'create', changes: [] },
    { row: 2, kind: 'variant', label: 'Sand · Fine', action: 'create', changes: [] },
    {
      row: 3,
      kind: 'variant',
      label: 'Gravel · 20 mm',
      action: 'update',
      changes: [{ column: 'Stock', before: '4', after: '' }],
    },
  ],
  errors: [],
};
const applied: ImportApplied = { message: 'Import applied: 2 created, 1 updated, 0 unchanged', data: clean };

/** The check answers by the file: the bad one with its error, the fixed one clean. */
const check: FakeHandler = (request) => [200, request.body === BAD ? withErrors : clean];

const openImport = async (routes: Record<string, FakeHandler> = {}) => {
  const app = await renderApp({
    path: '/materials',
    token: vendor,
    routes: { ...productsApi(), [CHECK]: check, [APPLY]: () => [200, applied], ...routes },
  });
  await app.user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
  const choose = (text: string) =>
    app.user.upload(within(dialog).getByTestId('import-file'), new File([text], 'catalog.csv', { type: 'text/csv' }));
  return { ...app, dialog, choose };
};

describe('the Import dialog (issue 28)', () => {
  it('checks the file, shows each error by row and column with Apply disabled, then applies the fixed file', async () => {
    const { dialog, choose, user, server } = await openImport();
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    const checkButton = within(dialog).getByRole('button', { name: 'Check' });
    expect(checkButton).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'download',
      'products-template.csv',
    );

    await choose(BAD);
    expect(within(dialog).getByTestId('import-file-name')).toHaveTextContent('catalog.csv');
    await user.click(within(dialog).getByRole('radio', { name: 'Create only' }));
    await user.click(checkButton);
    const errors = await within(dialog).findByTestId('import-error-table');
    const [, row] = within(errors).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Unit Price', 'Unit price must be greater than 0']);
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent('1 to create, 0 to update, 0 unchanged');
    expect(apply).toBeDisabled();
    const [sent] = server.callsTo(CHECK);
    expect(sent?.body).toBe(BAD);
    expect(sent?.params).toMatchObject({ mode: 'create' });
    expect(sent?.headers.get('content-type')).toBe('text/csv');

    await choose(FIXED);
    expect(within(dialog).queryByTestId('import-error-table')).not.toBeInTheDocument();
    expect(apply).toBeDisabled();
    await user.click(checkButton);
    await waitFor(() =>
      expect(within(dialog).getByTestId('import-summary')).toHaveTextContent('2 to create, 1 to update, 0 unchanged'),
    );
    const changes = within(dialog).getByTestId('import-change-table');
    expect(changes).toHaveTextContent('Variant: Gravel · 20 mm');
    expect(changes).toHaveTextContent('Stock: 4 → (blank)');
    await waitFor(() => expect(apply).toBeEnabled());

    const listCalls = server.callsTo(LIST).length;
    await user.click(apply);
    expect(await screen.findByText('Import applied: 2 created, 1 updated, 0 unchanged')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(APPLY)[0]).toMatchObject({ body: FIXED, params: { mode: 'create' } });
    await waitFor(() => expect(server.callsTo(LIST).length).toBeGreaterThan(listCalls));
  });

  it('changing the mode after a clean check asks for another check', async () => {
    const { dialog, choose, user } = await openImport();
    await choose(FIXED);
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(within(dialog).getByRole('radio', { name: 'Update only' }));
    expect(apply).toBeDisabled();
  });

  it('shows the server’s refusal of the file (too large) and keeps the dialog open', async () => {
    const { dialog, choose, user } = await openImport({
      [CHECK]: () => [413, { message: 'The file is larger than 5 MB; split it into smaller files' }],
    });
    await choose(FIXED);
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByTestId('import-failure')).toHaveTextContent(
      'The file is larger than 5 MB; split it into smaller files',
    );
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('is offered to vendors on Materials, not to admins; admins get it on Equipments', async () => {
    const materials = await renderApp({
      path: '/materials',
      token: admin,
      routes: { ...productsApi(), 'GET /equipments': () => [200, { data: [] }] },
    });
    await screen.findByTestId('page-title');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await materials.router.navigate('/equipments');
    await materials.user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import equipment from CSV' })).toBeInTheDocument();
  });
});
