import type { EntityVersions } from '../entity/entity';

/** An export is an event, not a record: the log keeps it, with nothing to compare or restore. */
export const exportVersions: EntityVersions = { entity: 'exports', current: async () => null };
