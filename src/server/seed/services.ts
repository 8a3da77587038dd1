/** Service providers (one or two per speciality) and their bookings. */
import { type SQL, sql } from 'drizzle-orm';
import type { SERVICE_PROVIDER_UNITS, SPECIALITIES } from '../../shared/constants';
import type { Tx } from '../db/client';
import { serviceProviders } from '../db/schema';
import { nowOf, type SeedClock, sqlDaysBefore } from './clock';
import { intBetween, lit, seededUuid, statusByTense, uniform } from './draw';
import { insertRows } from './insert';
import { customerId } from './people';
import { daysAgo, faker, mobile, pricePaise, rupees } from './random';
import { businessDay, workingTime } from './schedule';

type Speciality = (typeof SPECIALITIES)[number];
type ServiceUnit = (typeof SERVICE_PROVIDER_UNITS)[number];

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
    // Older than the history of bookings.
    const createdAt = daysAgo(clock.now, clock.historyDays + 30, clock.historyDays + 310);
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

function bookingStatus(row: SQL, past: SQL): SQL {
  return statusByTense(
    'booking',
    row,
    past,
    {
      past: [
        ['CONFIRMED', 70],
        ['CANCELLED', 20],
        ['PENDING', 10],
      ],
      upcoming: [
        ['PENDING', 55],
        ['CONFIRMED', 35],
        ['CANCELLED', 10],
      ],
    },
    'booking_status',
  );
}

/** Bookings over the history, each for a day from one to fourteen days after it was made. */
export async function seedBookings(
  tx: Tx,
  clock: SeedClock,
  providers: readonly ProviderRef[],
  customers: number,
  count: number,
): Promise<number> {
  const n = sql`n`;
  // Upcoming work is only booked with providers that are still active.
  const active = providers.filter((p) => p.isActive);
  const upcoming = active.length > 0 ? active : providers;
  const providerOf = (list: readonly ProviderRef[], label: string) => ({
    id: sql`(${sql.param(list.map((p) => p.id))}::uuid[])[${intBetween(label, n, 1, list.length)}]`,
    unit: sql`(${sql.param(list.map((p) => p.unitName))}::service_unit[])[${intBetween(label, n, 1, list.length)}]`,
  });
  const any = providerOf(providers, 'booking.provider');
  const open = providerOf(upcoming, 'booking.activeProvider');
  const createdAt = sqlDaysBefore(clock, sql`${lit(clock.historyDays)} * ${uniform('booking.created', n)}`);
  const date = businessDay(sql`b.created_at + ${intBetween('booking.ahead', n, 1, 14)} * interval '1 day'`);
  const customer = customerId(intBetween('booking.customer', n, 1, customers));
  const result = await tx.execute(sql`
    insert into service_bookings (id, service_provider_id, customer_id, status, date, from_time, multiplier, unit_name, created_at)
    select ${seededUuid('booking', n)}, case when d.past then ${any.id} else ${open.id} end, ${customer},
      ${bookingStatus(n, sql`d.past`)}, d.date, ${workingTime('booking.time', n)}, ${intBetween('booking.multiplier', n, 1, 8)},
      case when d.past then ${any.unit} else ${open.unit} end, b.created_at
    from generate_series(1, ${lit(count)}) n
    cross join lateral (select ${createdAt} as created_at) b
    cross join lateral (select ${date} as date) d0
    cross join lateral (select d0.date, d0.date < ${businessDay(nowOf(clock))} as past) d`);
  return result.rowCount ?? 0;
}
