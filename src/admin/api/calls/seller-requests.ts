import { z } from 'zod';
import { SELLER_REQUESTS_PAGE_SIZE } from '../../../shared/constants';
import {
  type AcceptRequestBody,
  type AcceptRequestResponse,
  acceptRequestResponseSchema,
  type RejectRequestBody,
  rejectRequestResponseSchema,
  SELLER_REQUEST_FILTERS,
  type SellerRequestsQuery,
  sellerRequestListSchema,
} from '../../../shared/contract/seller-requests';
import type { Call, Endpoints } from './call';

const BASE = '/seller-requests';

/** The list filter's status; anything else (a hand-edited address) lists every request. */
const statusFilter = z.enum(SELLER_REQUEST_FILTERS).catch('ALL');

/**
 * Spec §7 Seller requests: one page (react-admin's page is the API's, from 1), with the status
 * filter; the answer gives only the number of pages, which travels in `meta.totalPages`.
 */
export const sellerRequestCalls: Endpoints = {
  getList: {
    method: 'GET',
    path: BASE,
    paging: 'server',
    query: ({ pagination, filter }): SellerRequestsQuery => ({
      status: statusFilter.parse(filter?.status),
      page: pagination?.page ?? 1,
      limit: pagination?.perPage ?? SELLER_REQUESTS_PAGE_SIZE,
    }),
    read: (body) => {
      const { data, pagination } = sellerRequestListSchema.parse(body);
      return {
        data,
        pageInfo: { hasPreviousPage: pagination.page > 1, hasNextPage: pagination.page < pagination.totalPages },
        meta: { totalPages: pagination.totalPages },
      };
    },
  },
};

/** POST /seller-requests/accept-request: answers the new vendor's generated password. */
export const acceptRequestCall: Call<AcceptRequestBody, AcceptRequestResponse> = {
  method: 'POST',
  path: `${BASE}/accept-request`,
  body: (body) => body,
  read: (response) => acceptRequestResponseSchema.parse(response),
};

/** POST /seller-requests/reject-request. */
export const rejectRequestCall: Call<RejectRequestBody, void> = {
  method: 'POST',
  path: `${BASE}/reject-request`,
  body: (body) => body,
  read: (response) => {
    rejectRequestResponseSchema.parse(response);
  },
};
