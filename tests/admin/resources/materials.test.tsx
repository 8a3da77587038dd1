import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../helpers/consoleErrors';
import type { FakeHandler } from '../helpers/fakeApi';
import { bars, cement, manyProducts, productsApi } from '../helpers/productsApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR', name: 'Sharma Traders', vendorId: 'vendor-1' });
const admin = makeToken({ role: 'ADMIN' });

const openMaterials = (token: string, routes: Record<string, FakeHandler> = {}) =>
  renderApp({ path: '/materials', token, routes: { ...productsApi(), ...routes } });

const LIST = 'GET /products/get-vendor-products';

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('the Materials list (spec §2 "Materials")', () => {
  it('shows the breadcrumb, the Product Management table and each column with its fallbacks', async () => {
    await openMaterials(vendor);
    const cementRow = await rowOf('OPC Cement 53 Grade');

    const breadcrumb = screen.getByTestId('breadcrumb');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Materials');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Product Management');
    expect(screen.getByRole('heading', { level: 2, name: 'Product Management' })).toBeInTheDocument();
    // The first column ticks rows for bulk actions (issue 28).
    expect(headers()).toEqual(['', 'Product', 'Category', 'Description', 'Keywords', 'Variants', 'Actions']);

    expect(cementRow).toHaveTextContent('Cement');
    expect(within(cementRow).getByRole('button', { name: '2 variants' })).toBeInTheDocument();
    const barsRow = await rowOf('TMT Bars');
    expect(barsRow).toHaveTextContent('Uncategorized');
    expect(barsRow).toHaveTextContent('No description');
    expect(barsRow).toHaveTextContent('No keywords');
    expect(within(barsRow).getByRole('button', { name: '0 variants' })).toBeInTheDocument();
  });

  it('cuts the description at 40 characters, with the whole of it on hover', async () => {
    await openMaterials(vendor);
    const cementRow = await rowOf('OPC Cement 53 Grade');
    const shown = within(cementRow).getByTitle(cement.description ?? '');
    expect(shown).toHaveTextContent(/^Premium ordinary Portland cement for hig…$/);
    expect(shown.textContent?.slice(0, -1)).toHaveLength(40);
  });

  it("shows the first two keywords and a '+n' badge naming the others", async () => {
    await openMaterials(vendor);
    const cementRow = await rowOf('OPC Cement 53 Grade');
    expect(within(cementRow).getByText('cement')).toBeInTheDocument();
    expect(within(cementRow).getByText('opc')).toBeInTheDocument();
    expect(within(cementRow).queryByText('grade 53')).not.toBeInTheDocument();
    const more = within(cementRow).getByTestId('more-keywords');
    expect(more).toHaveTextContent('+2');
    expect(more).toHaveAttribute('title', 'grade 53, bags');
  });

  it('opens the variant cards beneath the row from the Variants count, and closes them again', async () => {
    const { user } = await openMaterials(vendor);
    const toggle = within(await rowOf('OPC Cement 53 Grade')).getByRole('button', { name: '2 variants' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('variant-card')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cards = await screen.findAllByTestId('variant-card');
    expect(cards).toHaveLength(2);
    const [big, small] = cards as [HTMLElement, HTMLElement];
    expect(big).toHaveTextContent('50 kg');
    expect(big).toHaveTextContent('₹380.50 per bag');
    expect(big).toHaveTextContent('Stock: 120');
    expect(within(big).getByTestId('color-swatch')).toHaveAttribute('title', '#808080');
    expect(within(big).getByTestId('thumbnail').querySelector('img')).toHaveAttribute(
      'src',
      cement.variants[0]?.imageUrl,
    );
    expect(small).toHaveTextContent('₹199.00 per bag');
    expect(small).toHaveTextContent('Stock: 0');
    expect(within(small).getByRole('button', { name: 'Edit Variant' })).toBeInTheDocument();
    expect(within(small).getByRole('button', { name: 'Delete Variant' })).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('variant-card')).not.toBeInTheDocument());
  });

  it('says a product has no variants yet when its count is opened', async () => {
    const { user } = await openMaterials(vendor);
    await user.click(within(await rowOf('TMT Bars')).getByRole('button', { name: '0 variants' }));
    expect(await screen.findByText('No variants yet')).toBeInTheDocument();
  });

  it('offers Edit Product, Add Variant and Delete Product on each row', async () => {
    const { user } = await openMaterials(vendor);
    await user.click(within(await rowOf('TMT Bars')).getByRole('button', { name: 'Actions for TMT Bars' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Edit Product', 'Add Variant', 'Delete Product']);
  });

  it('shows the empty state inviting the vendor to add the first product', async () => {
    await openMaterials(vendor, productsApi([]));
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No products found');
    expect(empty).toHaveTextContent('Get started by adding your first product');
    expect(within(empty).getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
  });

  it("shows 'Error loading products' with the server's message", async () => {
    allowConsoleErrors();
    await openMaterials(vendor, { [LIST]: () => [503, { message: 'The database is unavailable' }] });
    const panel = await screen.findByTestId('list-error');
    expect(panel).toHaveTextContent('Error loading products');
    expect(panel).toHaveTextContent('The database is unavailable');
  });
});

describe('Materials per role (spec §6)', () => {
  it('shows the vendor the Add Product button and no vendor column', async () => {
    await openMaterials(vendor);
    await rowOf('TMT Bars');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
    expect(headers()).not.toContain('Vendor');
  });

  it("shows an admin every vendor's products with the vendor's name, and no Add Product button", async () => {
    await openMaterials(admin);
    const barsRow = await rowOf('TMT Bars');
    expect(headers()).toEqual(['Product', 'Vendor', 'Category', 'Description', 'Keywords', 'Variants', 'Actions']);
    expect(barsRow).toHaveTextContent(bars.vendor.name);
    expect(screen.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
  });

  it('shows an admin the empty state without the Add Product button', async () => {
    await openMaterials(admin, productsApi([]));
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No products found');
    expect(screen.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
  });
});

describe('the Materials pager (spec §2, §9)', () => {
  it('asks for page 1 of 10, offers 5, 10, 20 and 50 a page, and sends the page and size chosen', async () => {
    const { user, server } = await openMaterials(vendor, productsApi(manyProducts(23)));
    await rowOf('Product 1');
    expect(server.callsTo(LIST)[0]?.params).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(screen.getAllByRole('row')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await rowOf('Product 21');
    expect(server.callsTo(LIST).at(-1)?.params).toEqual({ pageNumber: 3, pageSize: 10 });
    expect(screen.queryByText('Product 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Per page/ }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['5', '10', '20', '50']);
    await user.click(screen.getByRole('option', { name: '5' }));
    await rowOf('Product 1');
    expect(server.callsTo(LIST).at(-1)?.params).toEqual({ pageNumber: 1, pageSize: 5 });
    expect(screen.getAllByRole('row')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await rowOf('Product 6');
    expect(server.callsTo(LIST).at(-1)?.params).toEqual({ pageNumber: 2, pageSize: 5 });
  });
});
