import {
  addEquipmentBodySchema,
  equipmentIdBodySchema,
  equipmentSchema,
  updateEquipmentBodySchema,
} from '../../../shared/contract/equipment';
import { messages } from '../../../shared/messages';
import { catalogRoutes } from '../../catalog/recordRoutes';
import { equipmentService } from './service';

/** Spec §7 Equipment, ADMIN only. */
export const equipmentRoutes = catalogRoutes({
  tag: 'equipment',
  access: ['ADMIN'],
  paths: { get: '/get-equipment', add: '/add-equipment', update: '/update-equipment', delete: '/delete-equipment' },
  schemas: {
    record: equipmentSchema,
    idBody: equipmentIdBodySchema,
    addBody: addEquipmentBodySchema,
    updateBody: updateEquipmentBodySchema,
  },
  idOf: (body) => body.equipmentId,
  service: equipmentService,
  texts: { added: messages.equipment.added, updated: messages.equipment.updated, deleted: messages.general.deleted },
  summaries: {
    list: 'Every equipment, newest first',
    get: 'One equipment',
    add: 'Add an equipment (stock 0 is stored as Not Available)',
    update: 'Replace an equipment (stock 0 is stored as Not Available)',
    delete: 'Delete an equipment that has no rentals; answers the deleted record',
  },
});
