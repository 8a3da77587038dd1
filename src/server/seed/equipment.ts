/** The rental fleet and its rentals. */
import { type SQL, sql } from 'drizzle-orm';
import type { EQUIPMENT_UNITS } from '../../shared/constants';
import type { MeterKind } from '../../shared/contract/equipment-categories';
import type { Tx } from '../db/client';
import { equipment, equipmentCategories, type InformationList } from '../db/schema';
import { nowOf, type SeedClock, sqlDaysBefore } from './clock';
import { intBetween, lit, seededUuid, statusByTense, uniform } from './draw';
import { insertRows } from './insert';
import { customerId } from './people';
import { daysAgo, faker } from './random';
import { businessDay, workingTime } from './schedule';

type EquipmentUnit = (typeof EQUIPMENT_UNITS)[number];

interface EquipmentData {
  name: string;
  description: string;
  rate: number;
  unit: EquipmentUnit;
  stock: number;
  /** In the workshop although units exist (stock 0 is always Not Available anyway). */
  outOfService?: true;
  information: InformationList;
}

/** Rates are what Indian rental yards quote, per hour for machines with operators, else per day. */
const FLEET: readonly EquipmentData[] = [
  {
    name: 'JCB Backhoe Loader',
    description: 'Backhoe loader with operator for digging, trenching and loading.',
    rate: 1200,
    unit: 'hour',
    stock: 4,
    information: [{ Bucket: '1.0 m³' }, { Power: 'Diesel, 76 hp' }, { Operator: 'Included' }],
  },
  {
    name: 'Concrete Mixer (1 Bag)',
    description: 'Tilting drum mixer for site concrete.',
    rate: 1500,
    unit: 'day',
    stock: 12,
    information: [{ Capacity: '350 L' }, { Power: 'Diesel' }],
  },
  {
    name: 'Steel Scaffolding Set',
    description: 'Cuplock scaffolding for up to 100 sqft of facade.',
    rate: 800,
    unit: 'day',
    stock: 40,
    information: [{ Height: 'Up to 12 m' }, { Material: 'MS pipe' }],
  },
  {
    name: 'Mini Excavator',
    description: 'Compact tracked excavator for tight urban sites.',
    rate: 1500,
    unit: 'hour',
    stock: 3,
    information: [{ Weight: '3.5 t' }, { Power: 'Diesel' }, { Operator: 'Included' }],
  },
  {
    name: 'Mobile Crane 14 T',
    description: 'Pick-and-carry crane for lifting steel and precast.',
    rate: 3000,
    unit: 'hour',
    stock: 0,
    information: [{ Capacity: '14 t' }, { Boom: '17 m' }],
  },
  {
    name: 'Vibratory Soil Compactor',
    description: 'Single-drum roller for earthwork compaction.',
    rate: 4500,
    unit: 'day',
    stock: 2,
    information: [{ Weight: '10 t' }, { Power: 'Diesel' }],
  },
  {
    name: 'Plate Compactor',
    description: 'Walk-behind compactor for sub-base and pavers.',
    rate: 900,
    unit: 'day',
    stock: 8,
    information: [{ Force: '20 kN' }, { Power: 'Petrol' }],
  },
  {
    name: 'Concrete Needle Vibrator',
    description: 'Removes air pockets from fresh concrete.',
    rate: 400,
    unit: 'day',
    stock: 20,
    information: [{ Needle: '40 mm' }, { Power: 'Electric, 2 HP' }],
  },
  {
    name: 'Bar Bending Machine',
    description: 'Bends TMT bars up to 32 mm.',
    rate: 1200,
    unit: 'day',
    stock: 5,
    information: [{ Capacity: 'Up to 32 mm' }, { Power: '3 phase' }],
  },
  {
    name: 'Bar Cutting Machine',
    description: 'Shears TMT bars cleanly up to 32 mm.',
    rate: 1000,
    unit: 'day',
    stock: 5,
    information: [{ Capacity: 'Up to 32 mm' }, { Power: '3 phase' }],
  },
  {
    name: 'Electric Tile Cutter',
    description: 'Wet cutter for vitrified and ceramic tiles.',
    rate: 350,
    unit: 'day',
    stock: 15,
    information: [{ Blade: '250 mm' }, { Cut: 'Up to 1200 mm' }],
  },
  {
    name: 'Core Cutting Machine',
    description: 'Drills clean holes in RCC for pipes and ducts.',
    rate: 1500,
    unit: 'day',
    stock: 2,
    outOfService: true,
    information: [{ Bit: 'Up to 150 mm' }, { Power: 'Electric' }],
  },
  {
    name: 'Demolition Breaker',
    description: 'Electric jack hammer for breaking concrete and tiles.',
    rate: 800,
    unit: 'day',
    stock: 10,
    information: [{ Weight: '16 kg' }, { Power: '1500 W' }],
  },
  {
    name: 'Diesel Generator 15 kVA',
    description: 'Silent genset for site power.',
    rate: 2500,
    unit: 'day',
    stock: 6,
    information: [{ Output: '15 kVA' }, { Fuel: 'Diesel' }],
  },
  {
    name: 'Dewatering Pump 3 HP',
    description: 'Removes water from excavations and basements.',
    rate: 500,
    unit: 'day',
    stock: 10,
    information: [{ Power: '3 HP' }, { Outlet: '2 inch' }],
  },
  {
    name: 'Material Hoist',
    description: 'Builders lift for bricks, cement and steel up to 10 floors.',
    rate: 1800,
    unit: 'day',
    stock: 4,
    information: [{ Load: '500 kg' }, { Height: 'Up to 30 m' }],
  },
  {
    name: 'Skid Steer Loader',
    description: 'Nimble loader for clearing and material handling.',
    rate: 1400,
    unit: 'hour',
    stock: 3,
    information: [{ Bucket: '0.5 m³' }, { Operator: 'Included' }],
  },
  {
    name: 'Tipper Truck 10 T',
    description: 'Dumper for debris and aggregate haulage.',
    rate: 7000,
    unit: 'day',
    stock: 5,
    information: [{ Capacity: '10 t' }, { Driver: 'Included' }],
  },
  {
    name: 'Transit Mixer 6 m³',
    description: 'Truck-mounted drum to carry ready-mix concrete.',
    rate: 9000,
    unit: 'day',
    stock: 0,
    information: [{ Drum: '6 m³' }, { Driver: 'Included' }],
  },
  {
    name: 'Self-loading Concrete Mixer',
    description: 'Batches, mixes and pours concrete on its own.',
    rate: 8000,
    unit: 'day',
    stock: 2,
    information: [{ Output: '4 m³ per batch' }, { Operator: 'Included' }],
  },
  {
    name: 'Arc Welding Machine 300 A',
    description: 'Inverter welder for fabrication on site.',
    rate: 600,
    unit: 'day',
    stock: 12,
    information: [{ Current: '300 A' }, { Power: '3 phase' }],
  },
  {
    name: 'Adjustable Steel Props (50)',
    description: 'Set of 50 telescopic props for slab shuttering.',
    rate: 750,
    unit: 'day',
    stock: 25,
    information: [{ Height: '2.2 - 3.9 m' }, { Set: '50 props' }],
  },
  {
    name: 'Aluminium Scaffold Tower',
    description: 'Mobile tower for painting and ceiling work.',
    rate: 900,
    unit: 'day',
    stock: 8,
    information: [{ Height: '6 m' }, { Wheels: 'Lockable' }],
  },
  {
    name: 'Road Roller 10 T',
    description: 'Tandem roller for asphalt and WBM roads.',
    rate: 1100,
    unit: 'hour',
    stock: 0,
    information: [{ Weight: '10 t' }, { Operator: 'Included' }],
  },
  {
    name: 'Power Trowel',
    description: 'Finishes large concrete floors smooth.',
    rate: 1200,
    unit: 'day',
    stock: 6,
    information: [{ Diameter: '900 mm' }, { Power: 'Petrol' }],
  },
];

/** Issue 29: the kinds of the fleet, each with the checklist a handover ticks and its meter; the rest have none. */
const CATEGORIES: readonly { name: string; meterKind: MeterKind; checklist: string[]; fleet: string[] }[] = [
  {
    name: 'Earthmoving',
    meterKind: 'hours',
    checklist: ['Bucket and teeth', 'Hydraulic hoses, no leaks', 'Tyres or tracks', 'Lights and horn', 'Fuel level'],
    fleet: [
      'JCB Backhoe Loader',
      'Mini Excavator',
      'Skid Steer Loader',
      'Vibratory Soil Compactor',
      'Road Roller 10 T',
    ],
  },
  {
    name: 'Scaffolding',
    meterKind: 'none',
    checklist: ['Count of pieces', 'No bent members', 'Couplers and pins', 'Base plates'],
    fleet: ['Steel Scaffolding Set', 'Aluminium Scaffold Tower', 'Adjustable Steel Props (50)'],
  },
  {
    name: 'Power tools',
    meterKind: 'none',
    checklist: ['Cable and plug', 'Guards in place', 'Blade or bit', 'Runs under load'],
    fleet: [
      'Concrete Needle Vibrator',
      'Bar Bending Machine',
      'Bar Cutting Machine',
      'Electric Tile Cutter',
      'Core Cutting Machine',
      'Demolition Breaker',
      'Arc Welding Machine 300 A',
    ],
  },
  {
    name: 'Trucks',
    meterKind: 'km',
    checklist: ['Body and tipper', 'Tyres', 'Lights and indicators', 'Papers on board'],
    fleet: ['Tipper Truck 10 T', 'Transit Mixer 6 m³'],
  },
];

/** The categories, and each categorised equipment's category id by its name. */
async function seedEquipmentCategories(tx: Tx, clock: SeedClock): Promise<Map<string, string>> {
  const byEquipment = new Map<string, string>();
  const rows = CATEGORIES.map(({ name, meterKind, checklist, fleet }) => {
    const id = faker.string.uuid();
    for (const equipmentName of fleet) byEquipment.set(equipmentName, id);
    const createdAt = daysAgo(clock.now, clock.historyDays + 330, clock.historyDays + 400);
    return { id, name, meterKind, checklist, createdAt, updatedAt: createdAt };
  });
  await insertRows(tx, equipmentCategories, rows);
  return byEquipment;
}

export interface EquipmentRef {
  id: string;
  unitName: EquipmentUnit;
  stock: number;
}

export async function seedEquipment(tx: Tx, clock: SeedClock): Promise<EquipmentRef[]> {
  const refs: EquipmentRef[] = [];
  const categoryOf = await seedEquipmentCategories(tx, clock);
  const rows = FLEET.map((e): typeof equipment.$inferInsert => {
    const id = faker.string.uuid();
    // Older than the history of rentals.
    const createdAt = daysAgo(clock.now, clock.historyDays + 110, clock.historyDays + 330);
    refs.push({ id, unitName: e.unit, stock: e.stock });
    return {
      id,
      name: e.name,
      description: e.description,
      imageUrl: null,
      dailyRate: e.rate,
      unitName: e.unit,
      // Stock 0 forces Not Available (spec §4).
      status: e.stock === 0 || e.outOfService ? 'Not Available' : 'Available',
      information: e.information,
      stock: e.stock,
      categoryId: categoryOf.get(e.name) ?? null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertRows(tx, equipment, rows);
  return refs;
}

/** Past rentals are mostly completed; upcoming ones pending or confirmed. */
function rentalStatus(row: SQL, past: SQL): SQL {
  return statusByTense(
    'rental',
    row,
    past,
    {
      past: [
        ['COMPLETED', 55],
        ['CONFIRMED', 15],
        ['CANCELLED', 15],
        ['PENDING', 15],
      ],
      upcoming: [
        ['PENDING', 50],
        ['CONFIRMED', 40],
        ['CANCELLED', 10],
      ],
    },
    'rental_status',
  );
}

/** Rentals over the history, each booked for a day from its booking day up to three weeks ahead. */
export async function seedRentals(
  tx: Tx,
  clock: SeedClock,
  fleet: readonly EquipmentRef[],
  customers: number,
  count: number,
): Promise<number> {
  const n = sql`n`;
  // The drawn item's field, from an array parameter of the fleet's.
  const ofItem = (field: (item: EquipmentRef) => string | number, type: string) =>
    sql`(${sql.param(fleet.map(field))}::${sql.raw(type)}[])[e.item]`;
  const equipmentId = ofItem((f) => f.id, 'uuid');
  const unitName = ofItem((f) => f.unitName, 'equipment_unit');
  const stock = ofItem((f) => f.stock, 'int');
  const createdAt = sqlDaysBefore(clock, sql`${lit(clock.historyDays)} * ${uniform('rental.created', n)}`);
  const date = businessDay(sql`e.created_at + ${intBetween('rental.ahead', n, 0, 21)} * interval '1 day'`);
  const status = rentalStatus(n, sql`d.date < ${businessDay(nowOf(clock))}`);
  const qty = intBetween('rental.qty', n, 1, sql`greatest(1, least(3, ${stock}))`);
  const customer = customerId(intBetween('rental.customer', n, 1, customers));
  const result = await tx.execute(sql`
    insert into equipment_rentals (id, equipment_id, customer_id, status, date, from_time, qty, unit_name, multiplier, created_at)
    select ${seededUuid('rental', n)}, ${equipmentId}, ${customer}, ${status}, d.date, ${workingTime('rental.time', n)},
      ${qty}, ${unitName}, ${intBetween('rental.multiplier', n, 1, 8)}, e.created_at
    from generate_series(1, ${lit(count)}) n
    cross join lateral (select ${intBetween('rental.item', n, 1, fleet.length)} as item, ${createdAt} as created_at) e
    cross join lateral (select ${date} as date) d`);
  return result.rowCount ?? 0;
}
