import type {
  Order,
  OrderItem,
  OrderStatus,
  OrderStatusChange,
  OrderVendor,
} from '../../../src/shared/contract/orders';
import type { FakeHandler } from './fakeApi';

export const sharma: OrderVendor = {
  name: 'Sharma Traders',
  address: '12 MG Road',
  city: 'Pune',
  State: 'Maharashtra',
  pincode: '411001',
};
const gupta: OrderVendor = { name: 'Gupta Hardware', address: null, city: 'Nagpur', State: null, pincode: null };

export const cementItem: OrderItem = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  product_name: 'OPC Cement 53 Grade',
  quantity: 3,
  size: '50 kg',
  color: '#808080',
  status: 'PENDING',
  variant_image_url: '/uploads/3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png',
  unit_price: 380.5,
  total_price: 1141.5,
  product: { vendor: sharma },
};
const tilesItem: OrderItem = {
  id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  product_name: 'Granite Tiles',
  quantity: 4,
  size: null,
  color: null,
  status: 'SHIPPED',
  variant_image_url: null,
  unit_price: 30000,
  total_price: 120000,
  product: { vendor: gupta },
};

/** An order of two vendors' items, placed at noon in India so its day is the same in any test time zone. */
export const ravisOrder: Order = {
  id: '3f6c1e2a-9b7d-4c5e-8a1f-0d2e4b6c8a9e',
  order_date: '2025-05-22T06:30:00.000Z',
  final_amount: 121141.5,
  shipping_address: '45 Park Street, Kolkata, West Bengal 700016',
  status: 'PENDING',
  customer: { user: { name: 'Ravi Kumar', mobile: '9876543210' } },
  order_items: [cementItem, tilesItem],
};

const meenasOrder: Order = {
  id: '4a7d2f3b-0c8e-4d6f-9b2a-1e3f5c7d9b0f',
  order_date: '2025-05-20T06:30:00.000Z',
  final_amount: 761,
  shipping_address: '7 Anna Salai, Chennai 600002',
  status: 'DELIVERED',
  customer: { user: { name: 'Meena Iyer', mobile: null } },
  order_items: [
    { ...cementItem, id: '5b8e3a4c-1d9f-4e7a-8c3b-2f4a6d8e0c1a', quantity: 2, total_price: 761, status: 'DELIVERED' },
  ],
};

export const someOrders: readonly Order[] = [ravisOrder, meenasOrder];

/** `count` orders of Customer 1 ... with one pending item each, for paging. */
export const manyOrders = (count: number): Order[] =>
  Array.from({ length: count }, (_, index) => ({
    ...meenasOrder,
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    status: 'PENDING',
    customer: { user: { name: `Customer ${index + 1}`, mobile: null } },
    order_items: [{ ...cementItem, id: `10000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}` }],
  }));

export const earlierChange: OrderStatusChange = {
  id: '6c9f4b5d-2e0a-4f8b-9d4c-3a5b7e9f1d2b',
  vendor: { name: 'Gupta Hardware' },
  from: 'CONFIRMED',
  to: 'SHIPPED',
  by: null,
  at: '2025-05-23T04:45:00.000Z',
};

const counters = (orders: readonly Order[]) => ({
  allOrders: orders.length,
  deliveredOrders: orders.filter(({ status }) => status === 'DELIVERED').length,
  pendingOrders: orders.filter(({ status }) => status === 'PENDING').length,
});

interface Page {
  pageNumber?: number;
  pageSize?: number;
}

/**
 * A fake orders API (spec §7 Orders) that pages like the server (pageNumber from 0), filters by
 * status (the admin's in the body, the vendor's in the query), counts every status, and keeps
 * the vendor's status updates and their history.
 */
export const ordersApi = (initial: readonly Order[] = someOrders): Record<string, FakeHandler> => {
  let rows = [...initial];
  const history = new Map<string, OrderStatusChange[]>([[ravisOrder.id, [earlierChange]]]);

  const page = ({ pageNumber = 0, pageSize = 10 }: Page, status: unknown) => {
    const matching = rows.filter((order) => status === undefined || order.status === status);
    return {
      data: matching.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
      pagination: { pageNumber, totalPages: Math.ceil(matching.length / pageSize), totalRows: matching.length },
      ...counters(rows),
    };
  };

  return {
    'POST /order/all-orders': ({ body }) => {
      const { status, ...paging } = body as Page & { status?: OrderStatus };
      return [200, page(paging, status)];
    },
    'POST /order/all-vendor-orders': ({ body, params }) => [200, page(body as Page, params.status)],
    'POST /order/order-details': ({ body }) => {
      const { orderId } = body as { orderId: string };
      const order = rows.find(({ id }) => id === orderId);
      if (!order) return [404, { message: 'Order not found' }];
      return [200, { data: { ...order, history: history.get(orderId) ?? [] } }];
    },
    'POST /order/update-order': ({ body }) => {
      const { orderId, status } = body as { orderId: string; status: OrderStatus };
      const before = rows.find(({ id }) => id === orderId);
      if (!before) return [404, { message: 'Order not found' }];
      const updated: Order = {
        ...before,
        status,
        order_items: before.order_items.map((item) => ({ ...item, status })),
      };
      rows = rows.map((order) => (order.id === orderId ? updated : order));
      history.set(orderId, [
        ...(history.get(orderId) ?? []),
        {
          id: crypto.randomUUID(),
          vendor: { name: sharma.name },
          from: before.status,
          to: status,
          by: { name: 'Sharma Traders' },
          at: '2025-05-24T05:15:00.000Z',
        },
      ]);
      return [200, { message: 'Order status updated successfully!', data: updated }];
    },
  };
};
