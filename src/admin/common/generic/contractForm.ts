import { z } from 'zod';
import { type EntityForm, entityFormOf } from '../../../shared/contract/entityForm';
import type { RecordContract } from '../../../shared/contract/recordContract';
import type { ResourceForm } from '../dialogs/resourceForm';
import { zodValidate } from '../forms/zodValidate';
import type { EntityRow, EntityValues } from './entityForm';

/**
 * How the generic screen lists and edits a record entity, from its contract: Add shows the add
 * body's inputs, Edit the fields' (the update body less the `id` its call adds). The whole list
 * is paged in the browser, so every field sorts.
 */
export const formOfContract = (contract: RecordContract): EntityForm =>
  entityFormOf({
    record: contract.record,
    create: contract.addBody,
    update: z.object(contract.fields),
    remove: true,
    sortable: Object.keys(contract.record.shape),
  });

/**
 * The contract's rules in the dialogs: Add's body, or the update body with the edited record's
 * id. The id is no input, so a message about it would keep Save refused with nothing shown: the
 * server judges it.
 */
export const validateByContract = (contract: RecordContract): ResourceForm<EntityValues, EntityRow>['validate'] => {
  const add = zodValidate(contract.addBody);
  const update = zodValidate(contract.updateBody);
  return (values, record) => {
    if (!record) return add(values);
    const { id: _id, ...errors } = update({ ...values, id: record.id });
    return errors;
  };
};
