import { type EntityForm, entityFormOf } from '../../shared/contract/entityForm';
import type { RestEntitySpec } from './restSpec';

/** What the admin's generic screen needs to list and edit a REST entity (see entityForm.ts). */
export const describeEntity = ({ contract, columns, change, remove }: RestEntitySpec): EntityForm =>
  entityFormOf({
    record: contract.record,
    create: contract.create,
    // A change of its own (suspending a vendor) is no form the generic screen can show.
    update: change ? undefined : contract.update,
    remove: Boolean(remove),
    sortable: ['id', ...Object.keys(columns)],
  });
