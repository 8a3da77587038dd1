/** Service providers (one or two per speciality) and their bookings. */
import type { BOOKING_STATUSES, SERVICE_PROVIDER_UNITS, SPECIALITIES } from '../../shared/constants';
import type { Tx } from '../db/client';
import { serviceBookings, serviceProviders } from '../db/schema';
import type { SeedClock } from './clock';
import { insertGenerated, insertRows } from './insert';
import type { CustomerRef } from './people';
import {
  businessDate,
  DAY_MS,
  daysAgo,
  faker,
  mobile,
  pick,
  pricePaise,
  rupees,
  weighted,
  workingTime,
} from './random';

type Speciality = (typeof SPECIALITIES)[number];
type ServiceUnit = (typeof SERVICE_PROVIDER_UNITS)[number];
type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How each trade charges in India: per hour, per day or per square foot, in rupees. */
const TRADE: Record<Exclude<Speciality, 'Other'>, { unit: ServiceUnit; rate: [number, number]; firm: string }> = {
  'General Contractor': { unit: 'sqft', rate: [1600, 2400], firm: 'Constructions' },
  Electrician: { unit: 'hour', rate: [300, 600], firm: 'Electricals' },
  Plumber: { unit: 'hour', rate: [250, 500], firm: 'Plumbing Works' },
  Carpenter: { unit: 'day', rate: [900, 1500], firm: 'Woodworks' },
  Mason: { unit: 'day', rate: [800, 1200], firm: 'Masonry' },
  Roofer: { unit: 'sqft', rate: [60, 120], firm: 'Roofing Solutions' },
  Painter: { unit: 'sqft', rate: [12, 30], firm: 'Painting Contractors' },
  'HVAC Electrician': { unit: 'hour', rate: [500, 900], firm: 'Cooling Services' },
  Interior: { unit: 'sqft', rate: [1200, 2500], firm: 'Interiors' },
};

/** Trades outside the list, entered as 'Other' with their own name. */
const OTHER_TRADES: { name: string; unit: ServiceUnit; rate: [number, number] }[] = [
  { name: 'Waterproofing', unit: 'sqft', rate: [40, 90] },
  { name: 'Landscaping', unit: 'day', rate: [1500, 3000] },
];

export interface ProviderRef {
  id: string;
  unitName: ServiceUnit;
  isActive: boolean;
}

export async function seedServiceProviders(tx: Tx, clock: SeedClock): Promise<ProviderRef[]> {
  const trades = Object.keys(TRADE) as Exclude<Speciality, 'Other'>[];
  const refs: ProviderRef[] = [];
  const rows: (typeof serviceProviders.$inferInsert)[] = [];
  // Two of every listed trade, then the two 'Other' ones: 20 in all.
  const plan = [...trades, ...trades].map((t) => ({
    speciality: t as Speciality,
    other: null as string | null,
    ...TRADE[t],
  }));
  for (const o of OTHER_TRADES)
    plan.push({ speciality: 'Other', other: o.name, unit: o.unit, rate: o.rate, firm: o.name });
  for (const p of plan) {
    const id = faker.string.uuid();
    const lastName = faker.person.lastName();
    // Half trade as a firm, half under the tradesperson's own name.
    const name = faker.datatype.boolean() ? `${lastName} ${p.firm}` : `${faker.person.firstName()} ${lastName}`;
    const isActive = faker.datatype.boolean({ probability: 0.85 });
    const createdAt = daysAgo(clock.now, 120, 400);
    rows.push({
      id,
      name,
      speciality: p.speciality,
      otherSpeciality: p.other,
      ratePerHour: rupees(pricePaise(p.rate[0], p.rate[1])),
      unitName: p.unit,
      contact: faker.datatype.boolean({ probability: 0.9 }) ? mobile() : null,
      isActive,
      imageUrl: null,
      createdAt,
      updatedAt: createdAt,
    });
    refs.push({ id, unitName: p.unit, isActive });
  }
  await insertRows(tx, serviceProviders, rows);
  return refs;
}

function bookingStatus(past: boolean): BookingStatus {
  return past
    ? weighted([
        ['CONFIRMED', 70],
        ['CANCELLED', 20],
        ['PENDING', 10],
      ] as const)
    : weighted([
        ['PENDING', 55],
        ['CONFIRMED', 35],
        ['CANCELLED', 10],
      ] as const);
}

export async function seedBookings(
  tx: Tx,
  clock: SeedClock,
  providers: readonly ProviderRef[],
  customers: readonly CustomerRef[],
  count: number,
): Promise<number> {
  const today = businessDate(clock.now);
  const active = providers.filter((p) => p.isActive);
  return insertGenerated(tx, serviceBookings, count, () => {
    const createdAt = daysAgo(clock.now, 0, 90);
    const date = businessDate(new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 14 }) * DAY_MS));
    const past = date < today;
    // Upcoming work is only booked with providers that are still active.
    const provider = pick(past || active.length === 0 ? providers : active);
    return {
      serviceProviderId: provider.id,
      customerId: pick(customers).id,
      status: bookingStatus(past),
      date,
      fromTime: workingTime(),
      multiplier: faker.number.int({ min: 1, max: 8 }),
      unitName: provider.unitName,
      createdAt,
    };
  });
}
