import { desc } from 'drizzle-orm';
import type {
  AddServiceProviderBody,
  ServiceProvider,
  UpdateServiceProviderBody,
} from '../../../shared/contract/service-providers';
import { messages } from '../../../shared/messages';
import { catalogRecordService, keptWhileReferenced } from '../../catalog/recordService';
import { serviceBookings, serviceProviders } from '../../db/schema';
import { notFound } from '../../errors';

type ServiceProviderRow = typeof serviceProviders.$inferSelect;

/** The one DB row -> wire shape mapping of spec §3 Service provider (wire names RatePerHour, other_speciality). */
export const toServiceProvider = (row: ServiceProviderRow): ServiceProvider => ({
  id: row.id,
  name: row.name,
  speciality: row.speciality,
  other_speciality: row.otherSpeciality,
  RatePerHour: row.ratePerHour,
  unitName: row.unitName,
  contact: row.contact,
  isActive: row.isActive,
  imageUrl: row.imageUrl,
});

/** Spec §7 Service providers: newest first; an optional field left out means "not set"; bookings keep their provider. */
export const serviceProviderService = catalogRecordService<
  ServiceProviderRow,
  ServiceProvider,
  AddServiceProviderBody | UpdateServiceProviderBody
>({
  table: serviceProviders,
  toRecord: toServiceProvider,
  columnsOf: (body) => ({
    name: body.name,
    speciality: body.speciality ?? null,
    otherSpeciality: body.other_speciality ?? null,
    ratePerHour: body.RatePerHour ?? null,
    unitName: body.unitName,
    contact: body.contact ?? null,
    isActive: body.isActive,
    imageUrl: body.imageUrl ?? null,
  }),
  orderBy: [desc(serviceProviders.createdAt), desc(serviceProviders.id)],
  missing: () => notFound(messages.serviceProvider.notFound),
  guardDelete: keptWhileReferenced(serviceBookings.serviceProviderId, messages.serviceProvider.hasBookings),
});
