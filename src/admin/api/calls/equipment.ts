import {
  equipmentListResponseSchema,
  equipmentResponseSchema,
  equipmentWriteResponseSchema,
} from '../../../shared/contract/equipment';
import { recordCalls } from './recordCalls';

/** Spec §7 Equipment. */
export const equipmentCalls = recordCalls({
  base: '/equipments',
  paths: {
    getOne: '/get-equipment',
    create: '/add-equipment',
    update: '/update-equipment',
    delete: '/delete-equipment',
  },
  idKey: 'equipmentId',
  list: equipmentListResponseSchema,
  one: equipmentResponseSchema,
  written: equipmentWriteResponseSchema,
});
