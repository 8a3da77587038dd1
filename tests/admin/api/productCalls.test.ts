import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/admin/api/dataProvider';
import { endpoints } from '../../../src/admin/screensFor';
import { API_BASE_PATH } from '../../../src/shared/constants';
import { fakeApi } from '../helpers/fakeApi';
import { bars, cement, newVariantId, productsApi, smallBag } from '../helpers/productsApi';

const setup = () => {
  const server = fakeApi(productsApi([cement, bars]));
  const dataProvider = createDataProvider({
    http: axios.create({ baseURL: API_BASE_PATH, adapter: server.adapter }),
    endpoints,
  });
  return { server, dataProvider };
};

const { id: _id, productCategory: _category, vendor: _vendor, variants: _variants, ...cementFields } = cement;
const { id: _variantId, ...smallBagFields } = smallBag;

describe('the products calls (spec §7 Products)', () => {
  it("asks for react-admin's page as the 1-based pageNumber and pageSize, and reads totalRows as the total", async () => {
    const { server, dataProvider } = setup();
    const page = await dataProvider.getList('materials', {
      pagination: { page: 2, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(server.callsTo('GET /products/get-vendor-products')[0]?.params).toEqual({ pageNumber: 2, pageSize: 1 });
    expect(page).toEqual({ data: [bars], total: 2 });
  });

  it('adds, updates and deletes a product with the spec bodies', async () => {
    const { server, dataProvider } = setup();
    await dataProvider.create('materials', { data: cementFields });
    await dataProvider.update('materials', { id: cement.id, data: cementFields, previousData: cement });
    const deleted = await dataProvider.delete('materials', { id: bars.id, previousData: bars });

    expect(server.callsTo('POST /products/add-product')[0]?.body).toEqual(cementFields);
    expect(server.callsTo('POST /products/update-product')[0]?.body).toEqual({ ...cementFields, id: cement.id });
    expect(server.callsTo('POST /products/delete-product')[0]?.body).toEqual({ productId: bars.id });
    expect(deleted.data).toEqual(bars);
  });

  it('adds, updates and deletes a variant through the product-variants resource', async () => {
    const { server, dataProvider } = setup();
    const added = await dataProvider.create('product-variants', { data: smallBagFields });
    await dataProvider.update('product-variants', { id: smallBag.id, data: smallBagFields, previousData: smallBag });
    await dataProvider.delete('product-variants', { id: smallBag.id, previousData: smallBag });

    expect(server.callsTo('POST /products/add-product-variant')[0]?.body).toEqual(smallBagFields);
    expect(added.data).toEqual({ ...smallBagFields, id: newVariantId });
    expect(server.callsTo('POST /products/update-product-variant')[0]?.body).toEqual({
      ...smallBagFields,
      productVariantId: smallBag.id,
    });
    expect(server.callsTo('POST /products/delete-product-variant')[0]?.body).toEqual({ variantId: smallBag.id });
  });
});
