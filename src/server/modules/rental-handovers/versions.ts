import type { EntityVersions } from '../../entity/entity';
import { handoverOf } from './read';
import { handoverSnapshot } from './steps';

/** A handover's versions: its stage, money and photos; each step is final, so none is restored. */
export const handoverVersions: EntityVersions = {
  entity: 'rental-handovers',
  current: async (db, id) => {
    const handover = await handoverOf(db, id);
    return handover && handoverSnapshot(handover);
  },
};
