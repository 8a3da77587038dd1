import type { GetListResult, GetOneParams, RaRecord } from 'react-admin';
import {
  type AllOrdersBody,
  type OrderDetails,
  orderDetailsResponseSchema,
  orderListResponseSchema,
  orderStatusSchema,
  type UpdateOrderBody,
  updateOrderResponseSchema,
  type VendorOrdersQuery,
} from '../../../shared/contract/orders';
import type { Call, Endpoints } from './call';
import { dayFilterFrom, pageOf, statusFilterFrom } from './statusLists';

const BASE = '/order';

const statusFilter = statusFilterFrom(orderStatusSchema);
const placedFrom = dayFilterFrom('placedFrom');
const placedTo = dayFilterFrom('placedTo');

/**
 * The answer's matching rows make react-admin's total (the bulk bar's "all N matching"); its
 * number of pages travels in `meta.totalPages` beside the summary cards' counters.
 */
const readPage = (body: unknown): GetListResult<RaRecord> => {
  const { data, pagination, allOrders, deliveredOrders, pendingOrders } = orderListResponseSchema.parse(body);
  return {
    data,
    total: pagination.totalRows,
    pageInfo: {
      hasPreviousPage: pagination.pageNumber > 0,
      hasNextPage: pagination.pageNumber + 1 < pagination.totalPages,
    },
    meta: { totalPages: pagination.totalPages, allOrders, deliveredOrders, pendingOrders },
  };
};

/** POST /order/order-details: the order as the signed-in role sees it, with its status history. */
const orderDetailsCall: Call<GetOneParams, OrderDetails> = {
  method: 'POST',
  path: `${BASE}/order-details`,
  body: ({ id }) => ({ orderId: String(id) }),
  read: (body) => orderDetailsResponseSchema.parse(body).data,
};

/** Spec §7 Orders, the admin's: a page of every order, the status filter in the body. */
export const materialOrderCalls: Endpoints = {
  getList: {
    method: 'POST',
    path: `${BASE}/all-orders`,
    paging: 'server',
    // The contract's fields; the size as react-admin gives it (see pageOf).
    body: (params): Record<keyof AllOrdersBody, unknown> => ({
      ...pageOf(params),
      status: statusFilter(params),
      placedFrom: placedFrom(params),
      placedTo: placedTo(params),
    }),
    read: readPage,
  },
  getOne: orderDetailsCall,
};

/**
 * Spec §7 Orders, the vendor's: a page of its orders, the status filter in the query; and the
 * status of its items of one order.
 */
export const vendorOrderCalls: Endpoints = {
  getList: {
    method: 'POST',
    path: `${BASE}/all-vendor-orders`,
    paging: 'server',
    query: (params): VendorOrdersQuery => ({ status: statusFilter(params) }),
    body: pageOf,
    read: readPage,
  },
  getOne: orderDetailsCall,
  update: {
    method: 'POST',
    path: `${BASE}/update-order`,
    body: ({ id, data }): UpdateOrderBody => ({ orderId: String(id), status: orderStatusSchema.parse(data.status) }),
    read: (body) => updateOrderResponseSchema.parse(body).data,
  },
};
