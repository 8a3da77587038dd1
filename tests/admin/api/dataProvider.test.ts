import { type GetListParams, HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuthStore } from '../../../src/admin/api/authStorage';
import type { EndpointTable } from '../../../src/admin/api/calls/call';
import { createDataProvider } from '../../../src/admin/api/dataProvider';
import { createHttpClient } from '../../../src/admin/api/httpClient';
import { adminDashboardData, emptyVendorDashboardData } from '../helpers/dashboards';
import { type FakeHandler, fakeApi } from '../helpers/fakeApi';

const gadget = z.object({ id: z.string(), name: z.string(), price: z.number() });
const gadgets = [
  { id: 'g1', name: 'Drill', price: 300 },
  { id: 'g2', name: 'anvil', price: 100 },
  { id: 'g3', name: 'Crane', price: 200 },
];

/** react-admin pages from 1; the example calls count from 0 or 1, as spec §7's do. */
const pageOf = ({ pagination }: GetListParams, firstPage: 0 | 1) => ({
  page: (pagination?.page ?? 1) - 1 + firstPage,
  size: pagination?.perPage ?? 10,
});
const filterText = ({ filter }: GetListParams, name: string): string | undefined => {
  const value: unknown = filter?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Example entries shaped like spec §7's calls: a whole list, a 0-based POST page, a 1-based GET page. */
const table: EndpointTable = {
  gadgets: {
    getList: {
      method: 'GET',
      path: '/gadgets',
      paging: 'client',
      read: (body) => ({ data: z.object({ data: z.array(gadget) }).parse(body).data }),
    },
    getOne: {
      method: 'POST',
      path: '/gadgets/get-gadget',
      body: ({ id }) => ({ gadgetId: id }),
      read: (body) => z.object({ data: z.object({ data: gadget }) }).parse(body).data.data,
    },
    create: {
      method: 'POST',
      path: '/gadgets/add-gadget',
      body: ({ data }) => data,
      read: (body) => gadget.parse(body),
    },
    update: {
      method: 'POST',
      path: '/gadgets/update-gadget',
      body: ({ id, data }) => ({ ...data, id }),
      read: (_body, { id, data }) => ({ ...data, id }),
    },
    delete: {
      method: 'POST',
      path: '/gadgets/delete-gadget',
      body: ({ id }) => ({ gadgetId: id }),
      read: (_body, { id, previousData }) => previousData ?? { id },
    },
  },
  orders: {
    getList: {
      method: 'POST',
      path: '/orders/all-orders',
      paging: 'server',
      body: (params: GetListParams) => {
        const { page, size } = pageOf(params, 0);
        return { pageNumber: page, pageSize: size, status: filterText(params, 'status') };
      },
      read: (body, params) => {
        const { data, pagination, allOrders } = z
          .object({
            data: z.array(z.object({ id: z.string() })),
            pagination: z.object({ pageNumber: z.number(), totalPages: z.number() }),
            allOrders: z.number(),
          })
          .parse(body);
        return {
          data,
          pageInfo: {
            hasPreviousPage: pagination.pageNumber > 0,
            hasNextPage: pagination.pageNumber + 1 < pagination.totalPages,
          },
          meta: { allOrders, totalPages: pagination.totalPages, page: pageOf(params, 0).page },
        };
      },
    },
  },
  requests: {
    getList: {
      method: 'GET',
      path: '/requests',
      paging: 'server',
      query: (params) => {
        const { page, size } = pageOf(params, 1);
        return { status: filterText(params, 'status'), page, limit: size };
      },
      read: (body) => {
        const { data, total } = z
          .object({ data: z.array(z.object({ id: z.string() })), total: z.number() })
          .parse(body);
        return { data, total };
      },
    },
  },
};

const setup = (routes: Record<string, FakeHandler>) => {
  const { http } = createHttpClient({ authStore: createAuthStore(localStorage), goToLogin: () => undefined });
  const server = fakeApi(routes);
  http.defaults.adapter = server.adapter;
  return { dataProvider: createDataProvider({ http, endpoints: table }), server };
};

const listParams = (overrides: Partial<GetListParams> = {}): GetListParams => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
  ...overrides,
});

describe('the endpoint table', () => {
  it('pages, sorts and filters a whole list in the browser', async () => {
    const { dataProvider, server } = setup({ 'GET /gadgets': () => [200, { data: gadgets }] });

    const byName = await dataProvider.getList(
      'gadgets',
      listParams({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 2 } }),
    );
    expect(byName).toEqual({ data: [gadgets[1], gadgets[2]], total: 3 });

    const secondPage = await dataProvider.getList(
      'gadgets',
      listParams({ sort: { field: 'price', order: 'DESC' }, pagination: { page: 2, perPage: 2 } }),
    );
    expect(secondPage.data.map((row) => row.id)).toEqual(['g2']);

    const searched = await dataProvider.getList('gadgets', listParams({ filter: { q: 'CRA' } }));
    expect(searched).toEqual({ data: [gadgets[2]], total: 1 });

    const oneOf = await dataProvider.getList('gadgets', listParams({ filter: { id: ['g1', 'g3'], name: '' } }));
    expect(oneOf.total).toBe(2);
    expect(server.callsTo('GET /gadgets')[0]?.params).toEqual({});
  });

  it('sends a 0-based page and the status in the body, and carries the counters in meta', async () => {
    const { dataProvider, server } = setup({
      'POST /orders/all-orders': () => [
        200,
        { data: [{ id: 'o1' }], pagination: { pageNumber: 1, totalPages: 3 }, allOrders: 25 },
      ],
    });

    const result = await dataProvider.getList(
      'orders',
      listParams({ pagination: { page: 2, perPage: 10 }, filter: { status: 'PENDING' } }),
    );

    expect(server.callsTo('POST /orders/all-orders')[0]?.body).toEqual({
      pageNumber: 1,
      pageSize: 10,
      status: 'PENDING',
    });
    expect(result).toEqual({
      data: [{ id: 'o1' }],
      pageInfo: { hasPreviousPage: true, hasNextPage: true },
      meta: { allOrders: 25, totalPages: 3, page: 1 },
    });
  });

  it('sends a 1-based page in the query and leaves out an empty status', async () => {
    const { dataProvider, server } = setup({ 'GET /requests': () => [200, { data: [], total: 0 }] });

    await dataProvider.getList(
      'requests',
      listParams({ pagination: { page: 1, perPage: 10 }, filter: { status: '' } }),
    );

    expect(server.callsTo('GET /requests')[0]?.params).toEqual({ page: 1, limit: 10, status: undefined });
  });

  it('turns getOne, create, update and delete into their calls', async () => {
    const { dataProvider, server } = setup({
      'POST /gadgets/get-gadget': () => [200, { data: { data: gadgets[0] } }],
      'POST /gadgets/add-gadget': ({ body }) => [201, { ...(body as object), id: 'g9' }],
      'POST /gadgets/update-gadget': () => [200, { message: 'ok' }],
      'POST /gadgets/delete-gadget': () => [200, { message: 'ok' }],
    });

    expect(await dataProvider.getOne('gadgets', { id: 'g1' })).toEqual({ data: gadgets[0] });
    expect(server.callsTo('POST /gadgets/get-gadget')[0]?.body).toEqual({ gadgetId: 'g1' });

    expect(await dataProvider.create('gadgets', { data: { name: 'Saw', price: 5 } })).toEqual({
      data: { id: 'g9', name: 'Saw', price: 5 },
    });

    await dataProvider.update('gadgets', { id: 'g1', data: { name: 'Big drill' }, previousData: gadgets[0] });
    expect(server.callsTo('POST /gadgets/update-gadget')[0]?.body).toEqual({ name: 'Big drill', id: 'g1' });

    expect(await dataProvider.delete('gadgets', { id: 'g2', previousData: gadgets[1] })).toEqual({ data: gadgets[1] });
    expect(server.callsTo('POST /gadgets/delete-gadget')[0]?.body).toEqual({ gadgetId: 'g2' });
  });

  it('builds getMany, getManyReference and deleteMany from the calls it has', async () => {
    const { dataProvider, server } = setup({
      'GET /gadgets': () => [200, { data: gadgets }],
      'POST /gadgets/get-gadget': ({ body }) => [
        200,
        { data: { data: gadgets.find((g) => g.id === (body as { gadgetId: string }).gadgetId) } },
      ],
      'POST /gadgets/delete-gadget': () => [200, {}],
    });

    expect((await dataProvider.getMany('gadgets', { ids: ['g3', 'g1'] })).data.map((g) => g.id)).toEqual(['g3', 'g1']);
    const reference = await dataProvider.getManyReference('gadgets', {
      target: 'price',
      id: 200,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(reference).toEqual({ data: [gadgets[2]], total: 1 });
    expect(await dataProvider.deleteMany('gadgets', { ids: ['g1', 'g2'] })).toEqual({ data: ['g1', 'g2'] });
    expect(server.callsTo('POST /gadgets/delete-gadget')).toHaveLength(2);
  });

  it('refuses a call the table does not give', async () => {
    const { dataProvider } = setup({});
    await expect(dataProvider.getOne('orders', { id: 'o1' })).rejects.toThrow('The API offers no getOne for orders');
  });

  it("hands failures on as react-admin's HttpError with the server's message and status", async () => {
    const { dataProvider } = setup({
      'GET /gadgets': () => [503, { message: 'The database is unavailable, please try again shortly' }],
    });

    const error = await dataProvider.getList('gadgets', listParams()).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message: 'The database is unavailable, please try again shortly' });
  });
});

describe('resources outside the table', () => {
  it('follow ra-data-simple-rest over the same client', async () => {
    const { dataProvider, server } = setup({
      'GET /widgets': () => [200, [{ id: 1 }, { id: 2 }], { 'content-range': 'widgets 0-1/12' }],
      'PUT /widgets/1': ({ body }) => [200, { id: 1, ...(body as object) }],
    });

    expect(await dataProvider.getList('widgets', listParams())).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 12 });
    expect(server.callsTo('GET /widgets')[0]?.params).toEqual({
      sort: '["id","ASC"]',
      range: '[0,9]',
      filter: '{}',
    });

    expect(await dataProvider.update('widgets', { id: 1, data: { name: 'W' }, previousData: { id: 1 } })).toEqual({
      data: { id: 1, name: 'W' },
    });
    expect(server.callsTo('PUT /widgets/1')[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('fail as HttpError too', async () => {
    const { dataProvider } = setup({ 'GET /widgets/7': () => [404, { message: 'Not found' }] });
    await expect(dataProvider.getOne('widgets', { id: 7 })).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
  });
});

describe('the vendor dashboard call', () => {
  it('reads data from GET /dashboard/vendor-dashboard', async () => {
    const data = {
      ...emptyVendorDashboardData,
      currentMonth: { orders: 3, orderRevenue: 1500.5 },
      trends: { ordersTrend: 50, ordersIncreasing: true, revenueTrend: 10, revenueIncreasing: false },
      products: { all: 4, variants: 9 },
    };
    const { dataProvider } = setup({ 'GET /dashboard/vendor-dashboard': () => [200, { data }] });
    expect(await dataProvider.getVendorDashboard()).toEqual(data);
  });

  it('reads the admin dashboard from GET /dashboard/admin-dashboard', async () => {
    const { dataProvider } = setup({ 'GET /dashboard/admin-dashboard': () => [200, { data: adminDashboardData }] });
    expect(await dataProvider.getAdminDashboard()).toEqual(adminDashboardData);
  });
});

describe('a response that breaks the contract', () => {
  it('fails with a plain message, the details kept as the cause', async () => {
    const { dataProvider } = setup({ 'GET /dashboard/vendor-dashboard': () => [200, { data: { currentMonth: {} } }] });
    const error = await dataProvider.getVendorDashboard().catch((reason: unknown) => reason);
    expect(error).toMatchObject({ message: 'The server sent an unexpected response' });
    expect(error).toHaveProperty('cause');
  });
});
