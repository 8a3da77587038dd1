import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { bars, cement, productsApi, smallBag, steelCategory } from '../helpers/productsApi';
import { renderApp } from '../helpers/renderApp';
import { openRowAction, rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR', name: 'Sharma Traders', vendorId: 'vendor-1' });

const openMaterials = (routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/materials', token: vendor, routes: { ...productsApi(), ...routes } });

type App = Awaited<ReturnType<typeof openMaterials>>;

const openAddProduct = async ({ user }: App) => {
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  return screen.findByTestId('product-create-dialog');
};

/** Opens the row's variant cards and returns the card of the variant of that size. */
const variantCard = async ({ user }: App, product: string, size: string) => {
  await user.click(within(await rowOf(product)).getByRole('button', { name: /variants?$/ }));
  const cards = await screen.findAllByTestId('variant-card');
  const card = cards.find((one) => within(one).queryByText(size));
  if (!card) throw new Error(`no variant ${size}`);
  return card;
};

const save = ({ user }: App, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save' }));

const tags = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button', { name: /^Remove keyword / })
    .map((tag) => tag.textContent);

describe('the product dialog keywords (spec §2: tags)', () => {
  it('adds a keyword on Enter or Add, ignores blank and repeated ones, and removes a tag on click', async () => {
    const app = await openMaterials();
    const dialog = await openAddProduct(app);
    const input = within(dialog).getByLabelText('Add a keyword');

    await app.user.type(input, 'steel{Enter}');
    expect(tags(dialog)).toEqual(['steel']);
    expect(input).toHaveValue('');

    await app.user.type(input, '   ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await app.user.type(input, ' steel {Enter}');
    expect(tags(dialog)).toEqual(['steel']);

    await app.user.type(input, 'rods');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(tags(dialog)).toEqual(['steel', 'rods']);

    await app.user.click(within(dialog).getByRole('button', { name: 'Remove keyword steel' }));
    expect(tags(dialog)).toEqual(['rods']);
    // Enter adds a keyword; it never submits the dialog.
    expect(app.server.callsTo('POST /products/add-product')).toHaveLength(0);
  });

  it('removes a tag from the keyboard', async () => {
    const app = await openMaterials();
    const dialog = await openAddProduct(app);
    await app.user.type(within(dialog).getByLabelText('Add a keyword'), 'sand{Enter}gravel{Enter}');

    within(dialog).getByRole('button', { name: 'Remove keyword sand' }).focus();
    await app.user.keyboard('{Enter}');
    expect(tags(dialog)).toEqual(['gravel']);
    within(dialog).getByRole('button', { name: 'Remove keyword gravel' }).focus();
    await app.user.keyboard('{Delete}');
    expect(tags(dialog)).toEqual([]);
  });
});

describe('adding a product (spec §2 "Product dialog", §5, §8)', () => {
  it('requires a name and sends nothing without one', async () => {
    const app = await openMaterials();
    const dialog = await openAddProduct(app);
    await save(app, dialog);
    expect(await within(dialog).findByText('Product name is required')).toBeInTheDocument();
    expect(app.server.callsTo('POST /products/add-product')).toHaveLength(0);
  });

  it('offers Uncategorized or a category, and sends the spec body with key/value rows', async () => {
    const app = await openMaterials();
    const dialog = await openAddProduct(app);
    await app.user.type(within(dialog).getByLabelText(/^Name/), ' TMT Rods ');
    await app.user.type(within(dialog).getByLabelText('Description'), 'Fe 500D rods');
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual(['Uncategorized', 'Cement', 'Steel']);
    await app.user.click(screen.getByRole('option', { name: 'Steel' }));
    await app.user.type(within(dialog).getByLabelText('Add a keyword'), 'rods{Enter}tmt{Enter}');

    await app.user.click(within(dialog).getByRole('button', { name: 'Add property' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Add property' }));
    const names = within(dialog).getAllByLabelText('Property name');
    const values = within(dialog).getAllByLabelText('Property value');
    await app.user.type(names[0] as HTMLElement, 'Grade');
    await app.user.type(values[0] as HTMLElement, 'Fe 415');
    await app.user.type(names[1] as HTMLElement, ' Grade ');
    await app.user.type(values[1] as HTMLElement, 'Fe 500D');
    await app.user.click(within(dialog).getAllByRole('button', { name: 'Remove property' })[0] as HTMLElement);
    expect(within(dialog).getAllByTestId('information-row')).toHaveLength(1);
    await save(app, dialog);

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(app.server.callsTo('POST /products/add-product')[0]?.body).toEqual({
      name: 'TMT Rods',
      description: 'Fe 500D rods',
      information: [{ Grade: 'Fe 500D' }],
      keywords: ['rods', 'tmt'],
      productCategoryId: steelCategory.id,
    });
    await waitFor(() => expect(screen.queryByTestId('product-create-dialog')).not.toBeInTheDocument());
    expect(await rowOf('TMT Rods')).toHaveTextContent('Steel');
  });

  it('sends no category as null (Uncategorized) and blanks as none', async () => {
    const app = await openMaterials();
    const dialog = await openAddProduct(app);
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Sand');
    await save(app, dialog);

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(app.server.callsTo('POST /products/add-product')[0]?.body).toEqual({
      name: 'Sand',
      description: null,
      information: [],
      keywords: [],
      productCategoryId: null,
    });
  });

  it("shows the server's message when the save fails, keeping the dialog open", async () => {
    allowConsoleErrors();
    const app = await openMaterials({
      'POST /products/add-product': () => [400, { message: 'Choose an existing category, or Uncategorized' }],
    });
    const dialog = await openAddProduct(app);
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'Sand');
    await save(app, dialog);

    expect(await screen.findByText('Choose an existing category, or Uncategorized')).toBeInTheDocument();
    expect(screen.getByTestId('product-create-dialog')).toBeInTheDocument();
  });
});

describe('editing a product', () => {
  it('starts from the product, then sends update-product with its id', async () => {
    const app = await openMaterials();
    await openRowAction(app.user, cement.name, 'Edit Product');
    const dialog = await screen.findByTestId('product-edit-dialog');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue(cement.name);
    expect(tags(dialog)).toEqual(cement.keywords);
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Cement');
    expect(within(dialog).getAllByLabelText('Property name')[0]).toHaveValue('Brand');

    await app.user.click(within(dialog).getByRole('button', { name: 'Remove keyword bags' }));
    await app.user.clear(within(dialog).getByLabelText(/^Name/));
    await app.user.type(within(dialog).getByLabelText(/^Name/), 'OPC Cement');
    await save(app, dialog);

    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(app.server.callsTo('POST /products/update-product')[0]?.body).toEqual({
      id: cement.id,
      name: 'OPC Cement',
      description: cement.description,
      information: cement.information,
      keywords: ['cement', 'opc', 'grade 53'],
      productCategoryId: cement.productCategoryId,
    });
    expect(await rowOf('OPC Cement')).toBeInTheDocument();
  });
});

describe('the variant dialog (spec §2 "Variant dialog", §5 "Variant", §9)', () => {
  it('starts black, sold by the unit, with the spec limits on price and stock', async () => {
    const app = await openMaterials();
    await openRowAction(app.user, bars.name, 'Add Variant');
    const dialog = await screen.findByTestId('variant-create-dialog');

    expect(within(dialog).getByLabelText(/^Colour/)).toHaveAttribute('type', 'color');
    expect(within(dialog).getByLabelText(/^Colour/)).toHaveValue('#000000');
    expect(within(dialog).getByLabelText(/^Unit name/)).toHaveValue('unit');
    expect(within(dialog).getByLabelText(/^Unit price/)).toHaveAttribute('min', '0.01');
    expect(within(dialog).getByLabelText(/^Unit price/)).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByLabelText(/^Stock/)).toHaveAttribute('min', '0');
    expect(within(dialog).getByTestId('image-placeholder')).toBeInTheDocument();
  });

  it('shows the variant messages under the inputs and sends nothing', async () => {
    const app = await openMaterials();
    await openRowAction(app.user, bars.name, 'Add Variant');
    const dialog = await screen.findByTestId('variant-create-dialog');
    await app.user.clear(within(dialog).getByLabelText(/^Stock/));
    await app.user.type(within(dialog).getByLabelText(/^Stock/), '-1');
    await save(app, dialog);

    expect(await within(dialog).findByText('Size is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Unit price must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Stock cannot be negative')).toBeInTheDocument();
    expect(app.server.callsTo('POST /products/add-product-variant')).toHaveLength(0);
  });

  it("adds a variant to the row's product and shows it in the list", async () => {
    const app = await openMaterials();
    await openRowAction(app.user, bars.name, 'Add Variant');
    const dialog = await screen.findByTestId('variant-create-dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Colour/), { target: { value: '#ff0000' } });
    await app.user.type(within(dialog).getByLabelText(/^Size/), '12 mm');
    await app.user.type(within(dialog).getByLabelText(/^Unit price/), '65.5');
    await app.user.clear(within(dialog).getByLabelText(/^Stock/));
    await app.user.type(within(dialog).getByLabelText(/^Stock/), '40');
    await save(app, dialog);

    expect(await screen.findByText('Variant added successfully!')).toBeInTheDocument();
    expect(app.server.callsTo('POST /products/add-product-variant')[0]?.body).toEqual({
      productId: bars.id,
      imageUrl: null,
      color: '#ff0000',
      size: '12 mm',
      unitPrice: 65.5,
      unitName: 'unit',
      stock: 40,
    });
    // The list shows variants inside their product, so it is read again.
    expect(await within(await rowOf(bars.name)).findByRole('button', { name: '1 variant' })).toBeInTheDocument();
  });

  it('edits a variant from its card with update-product-variant', async () => {
    const app = await openMaterials();
    const card = await variantCard(app, cement.name, '25 kg');
    await app.user.click(within(card).getByRole('button', { name: 'Edit Variant' }));
    const dialog = await screen.findByTestId('variant-edit-dialog');
    expect(within(dialog).getByLabelText(/^Colour/)).toHaveValue('#ffffff');
    expect(within(dialog).getByLabelText(/^Unit name/)).toHaveValue('bag');
    await app.user.clear(within(dialog).getByLabelText(/^Stock/));
    await app.user.type(within(dialog).getByLabelText(/^Stock/), '15');
    await save(app, dialog);

    expect(await screen.findByText('Variant updated successfully!')).toBeInTheDocument();
    expect(app.server.callsTo('POST /products/update-product-variant')[0]?.body).toEqual({
      productVariantId: smallBag.id,
      productId: cement.id,
      imageUrl: null,
      color: '#ffffff',
      size: '25 kg',
      unitPrice: 199,
      unitName: 'bag',
      stock: 15,
    });
    await waitFor(() => expect(screen.getAllByTestId('variant-card')[1]).toHaveTextContent('Stock: 15'));
  });
});

/** The two deletes of the screen: a product from its row's menu, a variant from its card. */
const deletions = [
  {
    what: 'product',
    ask: (app: App) => openRowAction(app.user, bars.name, 'Delete Product'),
    confirm: 'This action cannot be undone. This will permanently delete the product "TMT Bars" and its variants.',
    route: 'POST /products/delete-product',
    body: { productId: bars.id },
    deleted: 'Product deleted successfully!',
    gone: () => expect(within(screen.getByRole('table')).queryByText(bars.name)).not.toBeInTheDocument(),
  },
  {
    what: 'variant',
    ask: async (app: App) => {
      const card = await variantCard(app, cement.name, '25 kg');
      await app.user.click(within(card).getByRole('button', { name: 'Delete Variant' }));
    },
    confirm: 'This action cannot be undone. This will permanently delete the variant 25 kg (#ffffff).',
    route: 'POST /products/delete-product-variant',
    body: { variantId: smallBag.id },
    deleted: 'Variant deleted successfully!',
    // The list shows variants inside their product, so it is read again.
    gone: () => expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('1 variant')).toBeInTheDocument(),
  },
];

describe('deleting products and variants (spec §2, §8)', () => {
  it.each(deletions)('deletes a $what after asking, then says so', async (deletion) => {
    const app = await openMaterials();
    await deletion.ask(app);
    const dialog = await screen.findByTestId('confirm-delete');
    expect(dialog).toHaveTextContent(deletion.confirm);
    expect(app.server.callsTo(deletion.route)).toHaveLength(0);
    await app.user.click(within(dialog).getByTestId('confirm-delete-button'));

    expect(await screen.findByText(deletion.deleted)).toBeInTheDocument();
    expect(app.server.callsTo(deletion.route)[0]?.body).toEqual(deletion.body);
    await waitFor(deletion.gone);
  });

  it.each(deletions)(
    "titles a failed $what delete 'Error deleting' with the server's message alone",
    async (deletion) => {
      allowConsoleErrors();
      const app = await openMaterials({ [deletion.route]: () => [404, { message: 'Not found here' }] });
      await deletion.ask(app);
      await app.user.click(within(await screen.findByTestId('confirm-delete')).getByTestId('confirm-delete-button'));

      expect(await screen.findByText('Error deleting')).toBeInTheDocument();
      expect(screen.getByText('Not found here')).toBeInTheDocument();
      expect(screen.getByTestId('confirm-delete')).toBeInTheDocument();
    },
  );
});
