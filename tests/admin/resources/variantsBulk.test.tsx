import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../src/admin/common/formatters';
import type { VariantPreview } from '../../../src/shared/contract/bulk';
import type { FakeHandler } from '../helpers/fakeApi';
import { bigBag, cement, productsApi, smallBag } from '../helpers/productsApi';
import { renderApp } from '../helpers/renderApp';
import { rowOf } from '../helpers/tableRows';
import { makeToken } from '../helpers/token';

const vendor = makeToken({ role: 'VENDOR', name: 'Sharma Traders', vendorId: 'vendor-1' });
const PREVIEW = 'POST /bulk/variants-preview';
const APPLY = 'POST /bulk/variants';

/** The server's preview: each variant's price raised by the sent percentage; the small bag refused. */
const preview: FakeHandler = ({ body }) => {
  const { price } = body as { price: { value: number } };
  const rows = [bigBag, smallBag].map((variant) => ({
    id: variant.id,
    label: variant.size,
    before: { unitPrice: variant.unitPrice, stock: variant.stock },
    after: { unitPrice: Math.round(variant.unitPrice * (100 + price.value)) / 100, stock: variant.stock },
    message: variant === smallBag ? 'A variant out of stock cannot change its price' : null,
  }));
  return [200, { rows, total: 2, refused: 1 } satisfies VariantPreview];
};

const openDialog = async () => {
  const { user, server } = await renderApp({
    path: '/materials',
    token: vendor,
    routes: {
      ...productsApi(),
      [PREVIEW]: preview,
      [APPLY]: () => [200, { bulkId: crypto.randomUUID(), updated: 1, refused: [] }],
    },
  });
  await user.click(within(await rowOf(cement.name)).getByRole('checkbox', { name: 'Select this row' }));
  const bar = await screen.findByRole('region', { name: 'Bulk actions' });
  await user.click(within(bar).getByRole('button', { name: 'Edit Prices & Stock' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit price and stock of 1 products' });
  return { user, server, dialog };
};

describe('the vendor’s bulk price and stock change (issue 28)', () => {
  it('previews each variant before → after with the refused ones, and applies only what was previewed', async () => {
    const { user, server, dialog } = await openDialog();
    const previewButton = within(dialog).getByRole('button', { name: 'Preview' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(previewButton).toBeDisabled();
    expect(apply).toBeDisabled();

    await user.type(within(dialog).getByTestId('bulk-price-value'), '10');
    await user.click(previewButton);
    expect(await within(dialog).findByTestId('bulk-preview-counts')).toHaveTextContent('1 would change, 1 refused');
    const [big, small] = within(dialog).getAllByTestId('bulk-preview-row');
    expect(big).toHaveTextContent(`${formatRupees(380.5)} → ${formatRupees(418.55)}`);
    expect(small).toHaveTextContent('Refused: A variant out of stock cannot change its price');
    expect(server.callsTo(PREVIEW)[0]?.body).toEqual({
      target: { ids: [cement.id] },
      price: { mode: 'percent', value: 10 },
    });
    expect(apply).toBeEnabled();

    // A change edited since its preview is not applied unseen.
    await user.type(within(dialog).getByTestId('bulk-price-value'), '0');
    expect(apply).toBeDisabled();
    expect(within(dialog).queryByTestId('bulk-preview')).not.toBeInTheDocument();
    await user.click(previewButton);
    expect(await within(dialog).findByTestId('bulk-preview-counts')).toBeInTheDocument();
    await user.click(apply);

    expect(await screen.findByText('1 updated')).toBeInTheDocument();
    expect(server.callsTo(APPLY)).toHaveLength(1);
    expect(server.callsTo(APPLY)[0]?.body).toEqual({
      target: { ids: [cement.id] },
      price: { mode: 'percent', value: 100 },
    });
  });
});
