import { categoryListResponseSchema, categoryWriteResponseSchema } from '../../../shared/contract/categories';
import type { Endpoints } from '../endpoints';
import { wholeList } from './wholeList';

/** Spec §7 Categories; there is no single-category call, so getMany reads the list. */
export const categoryCalls: Endpoints = {
  getList: wholeList('/categories', categoryListResponseSchema),
  create: {
    method: 'POST',
    path: '/categories/create',
    body: ({ data }) => data,
    read: (body) => categoryWriteResponseSchema.parse(body).data,
  },
  update: {
    method: 'POST',
    path: '/categories/update',
    body: ({ id, data }) => ({ ...data, id }),
    read: (body) => categoryWriteResponseSchema.parse(body).data,
  },
  delete: {
    method: 'POST',
    path: '/categories/delete',
    body: ({ id }) => ({ id }),
    read: (body) => categoryWriteResponseSchema.parse(body).data,
  },
};
