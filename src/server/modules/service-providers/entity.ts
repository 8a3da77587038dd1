import { serviceProviderContract } from '../../../shared/contract/service-providers';
import { messages } from '../../../shared/messages';
import { serviceBookings, serviceProviders } from '../../db/schema';
import { recordEntity } from '../../entity/recordEntity';
import { keptWhileReferenced } from '../../entity/recordService';

const m = messages.serviceProvider;

/**
 * Spec §7 Service providers, ADMIN only: newest first; an optional field left out means "not
 * set"; bookings keep their provider. Two wire names are not the columns' (spec §7's
 * RatePerHour and other_speciality).
 */
export const serviceProviderEntity = recordEntity(serviceProviderContract)({
  table: serviceProviders,
  access: { manage: ['ADMIN'] },
  texts: { added: m.added, updated: m.updated, deleted: messages.general.deleted, notFound: m.notFound },
  activity: { entity: 'service-providers' },
  sample: (n) => ({
    name: `Ravi Electricals ${n}`,
    speciality: 'Electrician',
    other_speciality: null,
    RatePerHour: 450,
    unitName: 'hour',
    contact: '9876543210',
    isActive: true,
    imageUrl: null,
  }),
  columnNames: { other_speciality: 'otherSpeciality', RatePerHour: 'ratePerHour' },
  // An absent buffer (a client from before issue 29) keeps what is stored: 0 for a new one.
  columnsOf: (body, columns) => ({ ...columns, bufferMinutes: body.bufferMinutes }),
  guardDelete: keptWhileReferenced(serviceBookings.serviceProviderId, m.hasBookings),
  export: {
    name: 'service-provider',
    headers: {
      id: messages.exports.id,
      name: m.columnProvider,
      speciality: m.columnSpeciality,
      other_speciality: m.otherSpeciality,
      RatePerHour: m.columnRate,
      unitName: messages.exports.unit,
      contact: m.columnContact,
      isActive: m.columnStatus,
      imageUrl: messages.category.columnImage,
      bufferMinutes: m.bufferMinutes,
    },
  },
  summaries: {
    list: 'Every service provider, newest first',
    get: 'One service provider',
    add: 'Add a service provider',
    update: 'Replace a service provider',
    delete: 'Delete a service provider that has no bookings; answers the deleted record',
  },
});
