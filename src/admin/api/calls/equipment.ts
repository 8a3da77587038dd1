import {
  equipmentListResponseSchema,
  equipmentResponseSchema,
  equipmentWriteResponseSchema,
} from '../../../shared/contract/equipment';
import type { Endpoints } from '../endpoints';
import { wholeList } from './wholeList';

/** Spec §7 Equipment. The dialogs send bodies already in the wire shape (information pairs). */
export const equipmentCalls: Endpoints = {
  getList: wholeList('/equipments', equipmentListResponseSchema),
  getOne: {
    method: 'POST',
    path: '/equipments/get-equipment',
    body: ({ id }) => ({ equipmentId: id }),
    read: (body) => equipmentResponseSchema.parse(body).data,
  },
  create: {
    method: 'POST',
    path: '/equipments/add-equipment',
    body: ({ data }) => data,
    read: (body) => equipmentWriteResponseSchema.parse(body).data,
  },
  update: {
    method: 'POST',
    path: '/equipments/update-equipment',
    body: ({ id, data }) => ({ ...data, id }),
    read: (body) => equipmentWriteResponseSchema.parse(body).data,
  },
  delete: {
    method: 'POST',
    path: '/equipments/delete-equipment',
    body: ({ id }) => ({ equipmentId: id }),
    read: (body) => equipmentWriteResponseSchema.parse(body).data,
  },
};
