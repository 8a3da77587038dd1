import { type EntityForm, entityFormOf } from '../../shared/contract/entityForm';
import type { RestEntitySpec } from './restSpec';

/** What the admin's generic screen needs to list and edit a REST entity (see entityForm.ts). */
export const describeEntity = ({ contract, columns, remove }: RestEntitySpec): EntityForm =>
  entityFormOf({
    record: contract.record,
    create: contract.create,
    update: contract.update,
    remove: Boolean(remove),
    sortable: ['id', ...Object.keys(columns)],
  });
