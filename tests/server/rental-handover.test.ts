import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { handedOverRefusal } from '../../src/server/modules/equipment-rentals/handedOver';
import { purgeUnattachedUploads } from '../../src/server/modules/files/purge';
import { type Handover, statusLockOf } from '../../src/shared/contract/rental-handovers';
import { messages } from '../../src/shared/messages';
import { withTestApp } from './helper';
import { createCustomer } from './helpers/fixtures';
import {
  allOk,
  HANDOVER_BASE,
  insertCategory,
  pickupOf,
  rentalOf,
  returnOf,
  storedPhotoUrl,
} from './helpers/handovers';
import { expectApiError } from './helpers/http';
import { images, upload } from './helpers/multipart';
import { keptCounts, scanCounts, storedHistory } from './helpers/statusRecords';

const m = messages.handover;
const t = withTestApp({ users: ['admin', 'vendorA'], ownUploads: true });
const CHECKLIST = ['Bucket teeth', 'Hydraulic hoses', 'Tyres'];
let customerId: string;
let categoryId: string;
/** The signed-in admin's name, as reports and steps show who recorded them. */
let adminName: string;

const call = (path: string, body: object, who: 'admin' | 'vendorA' = 'admin') =>
  t[who].post(`${HANDOVER_BASE}${path}`, body);
const pickup = (body: object) => call('/record-pickup', body);
const giveBack = (body: object) => call('/record-return', body);
const settle = (body: object) => call('/settle-deposit', body);
const details = async (rentalId: string) => {
  const res = await t.admin.post(`${HANDOVER_BASE}/rental-details`, { rentalId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { status: string; handover: Handover | null; checklistTemplate: { checklist: string[] } } }>()
    .data;
};
/** Everything a step may write, to show a refusal wrote nothing. */
const written = async () =>
  (
    await t.database.db.execute(sql`
      select (select count(*) from rental_handovers) as handovers, (select count(*) from handover_reports) as reports,
        (select count(*) from handover_photos) as photos, (select count(*) from handover_history) as steps,
        (select count(*) from activity) as activity,
        (select string_agg(id::text || status::text || extra_turnaround_days || coalesce(returned_at::text, ''), ',' order by id)
          from equipment_rentals) as rentals`)
  ).rows[0];

beforeAll(async () => {
  customerId = await createCustomer(t.database);
  categoryId = await insertCategory(t.database, CHECKLIST);
  const { rows } = await t.database.db.execute<{ name: string }>(
    sql`select name from users where id = ${t.admin.user.id}`,
  );
  adminName = rows[0]!.name;
});

describe('the order of the steps', () => {
  it('refuses the pickup of a rental that is not CONFIRMED, and a return or a settlement before any pickup', async () => {
    const pending = await rentalOf(t.database, { customerId, categoryId, status: 'PENDING' });
    const before = await written();
    expectApiError(await pickup(pickupOf(pending, { checklist: allOk(CHECKLIST) })), 409, m.notConfirmed);
    expectApiError(await giveBack(returnOf(pending, { checklist: allOk(CHECKLIST) })), 409, m.notOut);
    expectApiError(await settle({ rentalId: pending, withheldPaise: 0 }), 409, m.notReturned);
    expect(await written()).toEqual(before);
  });

  it('picks up once, returns once, settles once, in that order', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const answers = allOk(CHECKLIST);
    const picked = await pickup(pickupOf(rentalId, { checklist: answers }));
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().message).toBe(m.recorded);
    expectApiError(await pickup(pickupOf(rentalId, { checklist: answers })), 409, m.alreadyPickedUp);
    expectApiError(await settle({ rentalId, withheldPaise: 0 }), 409, m.notReturned);
    expect((await giveBack(returnOf(rentalId, { checklist: answers }))).statusCode).toBe(200);
    expectApiError(await giveBack(returnOf(rentalId, { checklist: answers })), 409, m.alreadyReturned);
    expectApiError(await pickup(pickupOf(rentalId, { checklist: answers })), 409, m.alreadyPickedUp);
    expect((await settle({ rentalId, withheldPaise: 0 })).statusCode).toBe(200);
    expectApiError(await settle({ rentalId, withheldPaise: 0 }), 409, m.alreadySettled);
    expectApiError(await settle({ rentalId, withheldPaise: 100, reason: 'Again' }), 409, m.alreadySettled);
    const { handover } = await details(rentalId);
    expect(handover?.history.map((step) => [step.from, step.to])).toEqual([
      [null, 'OUT'],
      ['OUT', 'RETURNED'],
      ['RETURNED', 'REFUNDED'],
    ]);
    expect(handover?.history.map((step) => step.by?.name)).toEqual(Array(3).fill(adminName));
    expect(handover?.deposit).toEqual({
      state: 'REFUNDED',
      heldPaise: 500_000,
      withheldPaise: 0,
      refundedPaise: 500_000,
      reason: null,
    });
  });

  it('answers an unknown rental 404 and a vendor 403, writing nothing', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const before = await written();
    expectApiError(await pickup(pickupOf('00000000-0000-4000-8000-000000000000')), 404, messages.rental.notFound);
    for (const path of ['/record-pickup', '/record-return', '/settle-deposit'])
      expect((await call(path, pickupOf(rentalId, { checklist: allOk(CHECKLIST) }), 'vendorA')).statusCode).toBe(403);
    expect((await t.anonymous.post(`${HANDOVER_BASE}/record-pickup`, pickupOf(rentalId))).statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });
});

describe('the pickup', () => {
  it('records who, when, the checklist as answered, the deposit held, and an activity entry', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const answers = [
      { item: 'Bucket teeth', ok: true, note: null },
      { item: 'Hydraulic hoses', ok: false, note: 'Weeping at the boom' },
      { item: 'Tyres', ok: true, note: null },
    ];
    const res = await pickup(pickupOf(rentalId, { checklist: answers, notes: 'Full tank', depositPaise: 1_234_567 }));
    expect(res.statusCode, res.body).toBe(200);
    const { handover, status } = await details(rentalId);
    expect(status).toBe('CONFIRMED');
    expect(handover).toMatchObject({
      stage: 'OUT',
      meterKind: 'none',
      pickup: { date: '2026-12-01', time: '09:15', by: { name: adminName }, checklist: answers, notes: 'Full tank' },
      return: null,
      charges: null,
      deposit: { state: 'HELD', heldPaise: 1_234_567, withheldPaise: null, refundedPaise: null },
    });
    const { rows } = await t.database.db.execute<{ action: string; changes: Record<string, unknown> }>(
      sql`select action, changes from activity where entity = 'rental-handovers' and record_id = ${rentalId}`,
    );
    expect(rows).toEqual([expect.objectContaining({ action: 'status' })]);
    expect(rows[0]!.changes).toMatchObject({ stage: [null, 'OUT'], depositHeldPaise: [null, 1_234_567] });
  });

  it("refuses answers that are not the category's items in order, and a meter where none applies or none given", async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const hours = await insertCategory(t.database, [], 'hours');
    const metered = await rentalOf(t.database, { customerId, categoryId: hours });
    const before = await written();
    expectApiError(
      await pickup(pickupOf(rentalId, { checklist: allOk(CHECKLIST.slice(1)) })),
      400,
      m.checklistMismatch,
    );
    expectApiError(
      await pickup(pickupOf(rentalId, { checklist: allOk([...CHECKLIST].reverse()) })),
      400,
      m.checklistMismatch,
    );
    expectApiError(
      await pickup(pickupOf(rentalId, { checklist: allOk(CHECKLIST), meterReading: 12 })),
      400,
      m.meterNotApplicable,
    );
    expectApiError(await pickup(pickupOf(metered)), 400, m.meterRequired);
    expectApiError(await pickup(pickupOf(metered, { meterReading: -1 })), 400, m.meterInvalid);
    expectApiError(await pickup(pickupOf(metered, { meterReading: 1, depositPaise: 10.5 })), 400, m.invalidAmount);
    expectApiError(await pickup(pickupOf(metered, { meterReading: 1, time: '25:00' })), 400, m.invalidTime);
    expect(await written()).toEqual(before);
  });
});

describe('photos, through the upload rules', () => {
  it('takes uploaded images, refuses a non-image at upload, seven photos, and a URL never uploaded', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const notImage = await upload(t.app, t.admin.headers, { data: Buffer.from('just some text, not a picture') });
    expectApiError(notImage, 415, messages.image.notImage);
    const seven = await Promise.all(Array.from({ length: 7 }, () => storedPhotoUrl(t.database)));
    const before = await written();
    const body = (photos: string[]) => pickupOf(rentalId, { checklist: allOk(CHECKLIST), photos });
    expectApiError(await pickup(body(seven)), 400, m.tooManyPhotos);
    expectApiError(await pickup(body(['/uploads/00000000-0000-4000-8000-000000000000.png'])), 400, m.photoNotStored);
    expectApiError(await pickup(body(['https://example.org/photo.png'])), 400);
    expect(await written()).toEqual(before);

    const uploaded = await upload(t.app, t.admin.headers, { data: images.png });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    expect((await pickup(body([url, ...seven.slice(0, 5)]))).statusCode).toBe(200);
    expect((await details(rentalId)).handover?.pickup.photos).toEqual([url, ...seven.slice(0, 5)]);

    // A day later the purge of unsaved uploads runs: a report shows these, so they stay.
    await purgeUnattachedUploads(t.app.deps, new Date(Date.now() + 48 * 3600_000));
    const kept = await t.database.db.execute(sql`select url from uploaded_files where url = ${url}`);
    expect(kept.rows).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('the return', () => {
  it('charges each started late day at the rate for every unit, adds the damage, and completes the rental', async () => {
    // Two days from 2026-12-01 09:00: due 2026-12-03 09:00; back 2026-12-04 10:00 is 25 hours late, 2 started days.
    const rentalId = await rentalOf(t.database, { customerId, categoryId, rate: 1500.5, qty: 2, multiplier: 2 });
    const answers = allOk(CHECKLIST);
    expect((await pickup(pickupOf(rentalId, { checklist: answers }))).statusCode).toBe(200);
    const countsBefore = await keptCounts(t.database, 'rental');
    const res = await giveBack(
      returnOf(rentalId, {
        date: '2026-12-04',
        time: '10:00',
        checklist: [answers[0]!, { item: 'Hydraulic hoses', ok: false, note: 'Split hose' }, answers[2]!],
        damageNotes: 'Hose replaced',
        damagePaise: 250_000,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { handover, status } = await details(rentalId);
    expect(handover?.charges).toEqual({
      lateUnits: 2,
      lateUnit: 'day',
      latePaise: 2 * 150_050 * 2,
      meterUsed: null,
      meterPaise: 0,
      damagePaise: 250_000,
      totalPaise: 600_200 + 250_000,
    });
    expect(handover?.return).toMatchObject({ date: '2026-12-04', time: '10:00', damageNotes: 'Hose replaced' });
    expect(handover?.stage).toBe('RETURNED');
    expect(status).toBe('COMPLETED');
    expect(await storedHistory(t.database, 'rental', rentalId)).toEqual([
      { from: 'CONFIRMED', to: 'COMPLETED', by: t.admin.user.id },
    ]);
    expect(await keptCounts(t.database, 'rental')).toEqual(await scanCounts(t.database, 'rental'));
    expect(countsBefore).not.toEqual(await keptCounts(t.database, 'rental'));
    const logged = await t.database.db.execute<{ entity: string }>(
      sql`select entity from activity where record_id = ${rentalId} and action = 'status' order by id`,
    );
    expect(logged.rows.map((row) => row.entity)).toEqual(['rental-handovers', 'equipment-rentals', 'rental-handovers']);
  });

  it('charges nothing for a return on time, and refuses one before the pickup, writing nothing', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const answers = allOk(CHECKLIST);
    await pickup(pickupOf(rentalId, { checklist: answers }));
    const before = await written();
    expectApiError(
      await giveBack(returnOf(rentalId, { checklist: answers, date: '2026-12-01', time: '09:00' })),
      400,
      m.returnBeforePickup,
    );
    expectApiError(
      await giveBack(
        returnOf(rentalId, { checklist: answers, photos: ['/uploads/00000000-0000-4000-8000-000000000001.png'] }),
      ),
      400,
      m.photoNotStored,
    );
    expect(await written()).toEqual(before);
    expect(
      (await giveBack(returnOf(rentalId, { checklist: answers, date: '2026-12-02', time: '09:00' }))).statusCode,
    ).toBe(200);
    expect((await details(rentalId)).handover?.charges).toMatchObject({ lateUnits: 0, latePaise: 0, totalPaise: 0 });
  });

  it('charges meter hours beyond those paid for where the unit is the hour, and refuses a reading that went back', async () => {
    const hours = await insertCategory(t.database, ['Engine oil'], 'hours');
    // Four hours from 09:00, due 13:00, back at 14:30: two started hours late; paid for 6, used 9.
    const rentalId = await rentalOf(t.database, {
      customerId,
      categoryId: hours,
      unit: 'hour',
      multiplier: 4,
      rate: 1200,
    });
    const answers = allOk(['Engine oil']);
    expect(
      (await pickup(pickupOf(rentalId, { checklist: answers, meterReading: 100, time: '09:00' }))).statusCode,
    ).toBe(200);
    const back = { checklist: answers, date: '2026-12-01', time: '14:30' };
    expectApiError(await giveBack(returnOf(rentalId, { ...back, meterReading: 99 })), 400, m.meterBelowPickup);
    expectApiError(await giveBack(returnOf(rentalId, back)), 400, m.meterRequired);
    expect((await giveBack(returnOf(rentalId, { ...back, meterReading: 109 }))).statusCode).toBe(200);
    expect((await details(rentalId)).handover?.charges).toEqual({
      lateUnits: 2,
      lateUnit: 'hour',
      latePaise: 2 * 120_000,
      meterUsed: 9,
      meterPaise: 3 * 120_000,
      damagePaise: 0,
      totalPaise: 600_000,
    });
  });
});

describe('damage that extends the turnaround', () => {
  /** A PENDING rental of one unit of the same equipment, from a day and time on, for a day. */
  const another = async (rentalId: string, date: string, fromTime: string) => {
    const { rows } = await t.database.db.execute<{ id: string }>(sql`
      insert into equipment_rentals (equipment_id, customer_id, date, from_time, qty, unit_name)
      select equipment_id, customer_id, ${date}, ${fromTime}, 1, unit_name from equipment_rentals where id = ${rentalId}
      returning id`);
    return rows[0]!.id;
  };
  const confirm = (rentalId: string) =>
    t.admin.post(`${HANDOVER_BASE}/update-rental-order`, { rentalId, status: 'CONFIRMED' });
  /** Confirming `held` is refused on `day` (a 6th unit of 5), writing nothing; confirming `free` is not. */
  const heldThenFree = async (held: string, day: string, free: string) => {
    const before = await written();
    expectApiError(
      await confirm(held),
      409,
      `Cannot confirm: on ${day} the equipment would hold 6 units of 5 in stock (turnaround included)`,
    );
    expect(await written()).toEqual(before);
    expect((await confirm(free)).statusCode).toBe(200);
  };
  const answers = allOk(CHECKLIST);
  /** The whole stock (5) of a fresh equipment with no turnaround of its own, out for a day from 2026-12-01 09:00. */
  const allOut = async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId, qty: 5 });
    await pickup(pickupOf(rentalId, { checklist: answers }));
    return rentalId;
  };

  it('refuses days that are not a whole number from 0 to 30, writing nothing', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const answers = allOk(CHECKLIST);
    await pickup(pickupOf(rentalId, { checklist: answers }));
    const before = await written();
    for (const extraTurnaroundDays of [-1, 31, 1.5, '2', null])
      expectApiError(
        await giveBack({ ...returnOf(rentalId, { checklist: answers }), extraTurnaroundDays }),
        400,
        m.extraTurnaroundInvalid,
      );
    expect(await written()).toEqual(before);
  });

  it('keeps the returned units held for the days the desk adds: calendar, clash, confirmation and history agree', async () => {
    const rentalId = await allOut();
    const soon = await another(rentalId, '2026-12-04', '10:00');
    const after = await another(rentalId, '2026-12-05', '09:00');
    const returned = await giveBack(
      returnOf(rentalId, { checklist: answers, damageNotes: 'Bent boom', extraTurnaroundDays: 3 }),
    );
    expect(returned.statusCode, returned.body).toBe(200);
    const { handover, status } = await details(rentalId);
    expect(status).toBe('COMPLETED');
    expect(handover?.extraTurnaroundDays).toBe(3);

    // Held until 2026-12-05 09:00: its end (12-02 09:00) and the 3 days servicing.
    const { rows } = await t.database.db.execute<{ equipment_id: string }>(
      sql`select equipment_id from equipment_rentals where id = ${rentalId}`,
    );
    const equipmentId = rows[0]!.equipment_id;
    const month = await t.admin.post(`${HANDOVER_BASE}/equipment-calendar`, {
      equipmentId,
      from: '2026-12-01',
      to: '2026-12-06',
    });
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().data.days.map((d: { confirmed: number }) => d.confirmed)).toEqual([5, 5, 5, 5, 5, 0]);
    const clash = await t.admin.post(`${HANDOVER_BASE}/rental-details`, { rentalId: soon });
    expect(clash.json().data.clash).toMatchObject({ confirmedUnits: 5, overStockDays: ['2026-12-04', '2026-12-05'] });
    await heldThenFree(soon, '2026-12-04', after);

    const activity = await t.database.db.execute<{ changes: Record<string, unknown> }>(
      sql`select changes from activity where entity = 'rental-handovers' and record_id = ${rentalId} order by id desc limit 1`,
    );
    expect(activity.rows[0]!.changes).toMatchObject({ stage: ['OUT', 'RETURNED'], extraTurnaroundDays: [0, 3] });
  });

  it('holds a late return from the moment it came back: its turnaround and damage days count from there', async () => {
    // Due 2026-12-02 09:00, back 2026-12-04 15:00 with 2 days of damage: held until 2026-12-06 15:00.
    const rentalId = await allOut();
    const during = await another(rentalId, '2026-12-06', '14:00');
    const after = await another(rentalId, '2026-12-06', '15:00');
    const returned = await giveBack(
      returnOf(rentalId, { checklist: answers, date: '2026-12-04', time: '15:00', extraTurnaroundDays: 2 }),
    );
    expect(returned.statusCode, returned.body).toBe(200);
    const { rows } = await t.database.db.execute<{ returned_at: string }>(
      sql`select to_char(returned_at, 'YYYY-MM-DD HH24:MI') as returned_at from equipment_rentals where id = ${rentalId}`,
    );
    expect(rows[0]!.returned_at).toBe('2026-12-04 15:00');
    await heldThenFree(during, '2026-12-06', after);
  });
});

describe('the deposit', () => {
  const returned = async (depositPaise: number) => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    await pickup(pickupOf(rentalId, { checklist: allOk(CHECKLIST), depositPaise }));
    await giveBack(returnOf(rentalId, { checklist: allOk(CHECKLIST) }));
    return rentalId;
  };

  it('withholds part with a reason and refunds the rest, in paise', async () => {
    const rentalId = await returned(500_001);
    const before = await written();
    expectApiError(await settle({ rentalId, withheldPaise: 500_002, reason: 'Too much' }), 400, m.withheldRange);
    expectApiError(await settle({ rentalId, withheldPaise: 100 }), 400, m.reasonRequired);
    expectApiError(await settle({ rentalId, withheldPaise: 0.5, reason: 'Half a paisa' }), 400, m.invalidAmount);
    expectApiError(await settle({ rentalId, withheldPaise: -1, reason: 'Back' }), 400, m.invalidAmount);
    expect(await written()).toEqual(before);
    const res = await settle({ rentalId, withheldPaise: 250_000, reason: 'Split hose' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Handover }>().data.deposit).toEqual({
      state: 'PARTLY_WITHHELD',
      heldPaise: 500_001,
      withheldPaise: 250_000,
      refundedPaise: 250_001,
      reason: 'Split hose',
    });
    expect(res.json<{ data: Handover }>().data.stage).toBe('PARTLY_WITHHELD');
  });

  it('is held to its arithmetic by the database too', async () => {
    const rentalId = await returned(1000);
    await expect(
      t.database.db.execute(
        sql`update rental_handovers set stage = 'PARTLY_WITHHELD', withheld_paise = 600, refunded_paise = 600,
            withheld_reason = 'x' where rental_id = ${rentalId}`,
      ),
    ).rejects.toThrow();
  });
});

describe("a report's checklist", () => {
  it("is a copy: editing the category's checklist changes neither an old report nor the return it expects", async () => {
    const own = await insertCategory(t.database, ['Blade guard', 'Cable']);
    const rentalId = await rentalOf(t.database, { customerId, categoryId: own });
    const answers = allOk(['Blade guard', 'Cable']);
    expect((await pickup(pickupOf(rentalId, { checklist: answers }))).statusCode).toBe(200);
    const edited = await t.admin.post('/api/v1/equipment-categories/update', {
      id: own,
      name: 'Power tools (edited)',
      checklist: ['Battery'],
      meterKind: 'none',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await details(rentalId);
    expect(after.handover?.pickup.checklist).toEqual(answers);
    expect(after.checklistTemplate.checklist).toEqual(['Battery']);
    expectApiError(await giveBack(returnOf(rentalId, { checklist: allOk(['Battery']) })), 400, m.checklistMismatch);
    expect((await giveBack(returnOf(rentalId, { checklist: answers }))).statusCode).toBe(200);
    expect((await details(rentalId)).handover?.return?.checklist).toEqual(answers);
  });
});

describe('the status update of a rental handed over', () => {
  const setStatus = (rentalId: string, status: string) =>
    t.admin.post(`${HANDOVER_BASE}/update-rental-order`, { rentalId, status });

  it("names the rule's stage on every rental, so the screens offer only what the update accepts", async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const stageOf = async () => {
      const res = await t.admin.post(`${HANDOVER_BASE}/get-all-rental-orders`, { pageNumber: 0, pageSize: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json<{ data: { id: string; handoverStage: string | null }[] }>().data;
      return { listed: rows.find((row) => row.id === rentalId)?.handoverStage, shown: await details(rentalId) };
    };
    expect(await stageOf()).toMatchObject({ listed: null, shown: { handoverStage: null } });
    expect((await pickup(pickupOf(rentalId, { checklist: allOk(CHECKLIST) }))).statusCode).toBe(200);
    expect(await stageOf()).toMatchObject({ listed: 'OUT', shown: { handoverStage: 'OUT' } });
    expect(statusLockOf('OUT')).toBe(m.statusPickedUp);
    expect(statusLockOf('REFUNDED')).toBe(m.statusReturned);
    expect(statusLockOf(null)).toBeNull();
  });

  it('stays free while no handover is recorded (spec §4)', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    for (const status of ['CANCELLED', 'PENDING', 'CONFIRMED'])
      expect((await setStatus(rentalId, status)).statusCode).toBe(200);
  });

  it('refuses CANCELLED or PENDING once picked up, and any change once returned or settled, writing nothing', async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    const answers = allOk(CHECKLIST);
    // A CONFIRMED version in the activity log, for the restore below.
    for (const status of ['CANCELLED', 'CONFIRMED']) expect((await setStatus(rentalId, status)).statusCode).toBe(200);
    expect((await pickup(pickupOf(rentalId, { checklist: answers }))).statusCode).toBe(200);
    let before = await written();
    expectApiError(await setStatus(rentalId, 'CANCELLED'), 409, m.statusPickedUp);
    expectApiError(await setStatus(rentalId, 'PENDING'), 409, m.statusPickedUp);
    expect(await written()).toEqual(before);
    // Its own status changes nothing, so it is not refused.
    expect((await setStatus(rentalId, 'CONFIRMED')).statusCode).toBe(200);

    expect((await giveBack(returnOf(rentalId, { checklist: answers }))).statusCode).toBe(200);
    before = await written();
    for (const status of ['CONFIRMED', 'PENDING', 'CANCELLED'])
      expectApiError(await setStatus(rentalId, status), 409, m.statusReturned);
    // Nor does restoring the rental's CONFIRMED version from the activity log move it back.
    const versions = await t.admin.get(`/api/v1/activity/history?entity=equipment-rentals&recordId=${rentalId}`);
    expect(versions.statusCode, versions.body).toBe(200);
    const confirmed = versions
      .json<{ data: { id: string; snapshot: { status?: string } | null }[] }>()
      .data.find((version) => version.snapshot?.status === 'CONFIRMED');
    expectApiError(await t.admin.post('/api/v1/activity/restore', { versionId: confirmed?.id }), 409, m.statusReturned);
    expect(await written()).toEqual(before);

    expect((await settle({ rentalId, withheldPaise: 0 })).statusCode).toBe(200);
    expectApiError(await setStatus(rentalId, 'CONFIRMED'), 409, m.statusReturned);
    expect((await details(rentalId)).status).toBe('COMPLETED');
  });

  it('fails only the refused change of a batch that shares its statement with others', async () => {
    const picked = await rentalOf(t.database, { customerId, categoryId });
    expect((await pickup(pickupOf(picked, { checklist: allOk(CHECKLIST) }))).statusCode).toBe(200);
    const free = [];
    for (let i = 0; i < 6; i++) free.push(await rentalOf(t.database, { customerId, categoryId }));
    const before = (await written())?.activity;
    // Sent at once, so they share batches: the picked-up rental's refusal must not fail the others.
    const answers = await Promise.all([...free, picked].map((rentalId) => setStatus(rentalId, 'CANCELLED')));
    expect(answers.slice(0, -1).map((res) => res.statusCode)).toEqual(free.map(() => 200));
    expectApiError(answers.at(-1)!, 409, m.statusPickedUp);
    expect((await details(picked)).status).toBe('CONFIRMED');
    for (const rentalId of free) expect((await details(rentalId)).status).toBe('CANCELLED');
    expect(Number((await written())?.activity)).toBe(Number(before) + free.length);
  });

  it("is the database's refusal, named by the stage its constraint names", async () => {
    const rentalId = await rentalOf(t.database, { customerId, categoryId });
    expect((await pickup(pickupOf(rentalId, { checklist: allOk(CHECKLIST) }))).statusCode).toBe(200);
    const refused = await t.database.db
      .execute(sql`update equipment_rentals set status = 'CANCELLED' where id = ${rentalId}`)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(handedOverRefusal(refused)).toMatchObject({ statusCode: 409, message: m.statusPickedUp });
    expect((await details(rentalId)).status).toBe('CONFIRMED');
  });
});
