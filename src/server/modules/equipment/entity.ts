import { effectiveEquipmentStatus, equipmentContract } from '../../../shared/contract/equipment';
import { messages } from '../../../shared/messages';
import { refusalBy } from '../../db/pgError';
import { equipment, equipmentRentals } from '../../db/schema';
import { recordEntity } from '../../entity/recordEntity';
import { keptWhileReferenced } from '../../entity/recordService';
import { badRequest } from '../../errors';

const m = messages.equipment;

/** Spec §7 Equipment, ADMIN only: newest first; stock 0 forces Not Available (spec §4); rentals keep their equipment. */
export const equipmentEntity = recordEntity(equipmentContract)({
  table: equipment,
  access: { manage: ['ADMIN'] },
  texts: { added: m.added, updated: m.updated, deleted: messages.general.deleted, notFound: m.notFound },
  activity: { entity: 'equipment' },
  sample: (n) => ({
    name: `Concrete Mixer ${n}`,
    description: 'Half-bag diesel mixer',
    imageUrl: null,
    dailyRate: 1500,
    unitName: 'day',
    status: 'Available',
    information: [],
    stock: 3,
    categoryId: null,
  }),
  // An absent turnaround (a client from before issue 29) keeps what is stored: 0 for a new one.
  columnsOf: (body, columns) => ({
    ...columns,
    status: effectiveEquipmentStatus(body.stock, body.status),
    turnaroundDays: body.turnaroundDays,
  }),
  guardDelete: keptWhileReferenced(equipmentRentals.equipmentId, m.hasRentals),
  refine: refusalBy('equipment_category_id_equipment_categories_id_fk', () =>
    badRequest(m.categoryNotFound, { categoryId: m.categoryNotFound }),
  ),
  export: {
    headers: {
      id: messages.exports.id,
      name: m.columnEquipment,
      description: m.columnDescription,
      imageUrl: messages.category.columnImage,
      dailyRate: m.columnRate,
      unitName: messages.exports.unit,
      status: messages.exports.status,
      information: m.columnInformation,
      stock: messages.exports.stock,
      categoryId: m.category,
      turnaroundDays: m.turnaroundDays,
    },
  },
  summaries: {
    list: 'Every equipment, newest first',
    get: 'One equipment',
    add: 'Add an equipment (stock 0 is stored as Not Available)',
    update: 'Replace an equipment (stock 0 is stored as Not Available)',
    delete: 'Delete an equipment that has no rentals; answers the deleted record',
  },
});
