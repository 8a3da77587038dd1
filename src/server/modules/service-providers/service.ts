import { desc, eq, sql } from 'drizzle-orm';
import type {
  AddServiceProviderBody,
  ServiceProvider,
  UpdateServiceProviderBody,
} from '../../../shared/contract/service-providers';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app';
import type { Db, Tx } from '../../db/client';
import { serviceBookings, serviceProviders } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { releaseImage } from '../files/release';

type Deps = Pick<AppDeps, 'db' | 'config' | 'log'>;
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

/** The columns a body sets; an optional field left out means "not set". */
const columnsOf = (body: AddServiceProviderBody | UpdateServiceProviderBody) => ({
  name: body.name,
  speciality: body.speciality ?? null,
  otherSpeciality: body.other_speciality ?? null,
  ratePerHour: body.RatePerHour ?? null,
  unitName: body.unitName,
  contact: body.contact ?? null,
  isActive: body.isActive,
  imageUrl: body.imageUrl ?? null,
});

const missing = () => notFound(messages.serviceProvider.notFound);

/** Locks the row for the rest of the transaction, so a booking cannot reference it meanwhile. */
async function lockServiceProvider(tx: Tx, id: string): Promise<ServiceProviderRow> {
  const [row] = await tx.select().from(serviceProviders).where(eq(serviceProviders.id, id)).for('update');
  if (!row) throw missing();
  return row;
}

export async function listServiceProviders(db: Db): Promise<ServiceProvider[]> {
  const rows = await db.select().from(serviceProviders).orderBy(desc(serviceProviders.createdAt), desc(serviceProviders.id));
  return rows.map(toServiceProvider);
}

export async function getServiceProvider(db: Db, id: string): Promise<ServiceProvider> {
  const [row] = await db.select().from(serviceProviders).where(eq(serviceProviders.id, id));
  if (!row) throw missing();
  return toServiceProvider(row);
}

export async function addServiceProvider(db: Db, body: AddServiceProviderBody): Promise<ServiceProvider> {
  const [row] = await db.insert(serviceProviders).values(columnsOf(body)).returning();
  if (!row) throw new Error('service provider insert returned no row');
  return toServiceProvider(row);
}

/** Replaces every field; an image it no longer shows is released once the change is committed. */
export async function updateServiceProvider(deps: Deps, body: UpdateServiceProviderBody): Promise<ServiceProvider> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await lockServiceProvider(tx, body.id);
    const [after] = await tx
      .update(serviceProviders)
      .set({ ...columnsOf(body), updatedAt: sql`now()` })
      .where(eq(serviceProviders.id, body.id))
      .returning();
    if (!after) throw missing();
    return { before, after };
  });
  if (before.imageUrl !== after.imageUrl) await releaseImage(deps, before.imageUrl);
  return toServiceProvider(after);
}

/** A provider with bookings stays (the bookings keep their history); anything else goes with its image. */
export async function deleteServiceProvider(deps: Deps, id: string): Promise<ServiceProvider> {
  const deleted = await deps.db.transaction(async (tx) => {
    await lockServiceProvider(tx, id);
    const [booking] = await tx
      .select({ id: serviceBookings.id })
      .from(serviceBookings)
      .where(eq(serviceBookings.serviceProviderId, id))
      .limit(1);
    if (booking) throw conflict(messages.serviceProvider.hasBookings);
    const [row] = await tx.delete(serviceProviders).where(eq(serviceProviders.id, id)).returning();
    if (!row) throw missing();
    return row;
  });
  await releaseImage(deps, deleted.imageUrl);
  return toServiceProvider(deleted);
}
