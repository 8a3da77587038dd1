import type { ActivityEntry, History, Version } from '../../../src/shared/contract/activity';

const ADMIN_ACTOR = { id: '7d3f1c2a-4b5e-4f60-8a7b-9c0d1e2f3a4b', role: 'ADMIN', name: 'Asha Admin' } as const;

/** A recorded change as GET /activity answers it: Asha's update of a mixer's daily rate, unless overridden. */
export const activityEntry = (fields: Partial<ActivityEntry> & Pick<ActivityEntry, 'id'>): ActivityEntry => ({
  at: '2026-11-20T10:30:00.000Z',
  actor: ADMIN_ACTOR,
  entity: 'equipment',
  recordId: 'e1',
  recordLabel: 'Concrete Mixer',
  action: 'update',
  changes: [{ field: 'dailyRate', before: 1200, after: 1500 }],
  requestId: 'req-1',
  ip: '10.0.0.7',
  bulkId: null,
  ...fields,
});

/** A version as GET /activity/history answers it: the change with the record's state after it. */
export const version = (fields: Partial<Version> & Pick<Version, 'id'>): Version => ({
  ...activityEntry(fields),
  snapshot: null,
  ...fields,
});

/** The mixer's history: created at ₹1,200, then raised to ₹1,500, as it is now. */
export const mixerHistory = (overrides: Partial<History> = {}): History => {
  const created = { name: 'Concrete Mixer', dailyRate: 1200, status: 'Available', information: [{ Drum: '200 L' }] };
  const now = { ...created, dailyRate: 1500 };
  return {
    data: [
      version({ id: '12', action: 'update', snapshot: now }),
      version({
        id: '11',
        action: 'create',
        at: '2026-11-19T09:00:00.000Z',
        changes: [{ field: 'dailyRate', before: null, after: 1200 }],
        snapshot: created,
      }),
    ],
    current: now,
    restorable: true,
    more: false,
    ...overrides,
  };
};
