import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntityForm } from '../../../shared/contract/entityForm';
import { text } from '../../i18n/text';
import type { ResourceForm } from '../dialogs/resourceForm';
import { EntityInputs } from './EntityInputs';
import { type EntityField, entityFields } from './entityFields';

export type EntityValues = Record<string, unknown>;
/** A record shown generically; it names itself by `name` where it has one. */
export type EntityRow = RaRecord & { name: string };

const valuesOf = (fields: readonly EntityField[], record?: RaRecord): EntityValues =>
  Object.fromEntries(fields.map(({ source, initial }) => [source, record ? (record[source] ?? initial) : initial]));

/** The fields of the entity whose dialogs are open: set by GenericList around its list. */
export const EntityFieldsContext = createContext<{ create: EntityField[]; update: EntityField[] }>({
  create: [],
  update: [],
});

const EntityFormInputs = ({ creating }: { creating: boolean }) => {
  const fields = useContext(EntityFieldsContext);
  return <EntityInputs fields={creating ? fields.create : fields.update} />;
};

export const entityFieldsOf = (form: EntityForm) => ({
  create: form.create ? entityFields(form.create) : [],
  update: form.update ? entityFields(form.update) : [],
});

/**
 * The Add and Edit dialogs of a generic entity, from the bodies its contract describes. The
 * server validates, its field messages showing under the inputs; `validate` checks the same
 * rules first where the screen has the contract itself.
 */
export const entityResourceForm = (
  fields: ReturnType<typeof entityFieldsOf>,
  resource: string,
  validate: ResourceForm<EntityValues, EntityRow>['validate'] = () => ({}),
): ResourceForm<EntityValues, EntityRow> => ({
  Inputs: EntityFormInputs,
  newValues: valuesOf(fields.create),
  valuesOf: (record) => valuesOf(fields.update, record),
  validate,
  createBody: (values) => values,
  updateBody: (values) => values,
  texts: {
    addTitle: text.generic.addTitle,
    editTitle: text.generic.editTitle,
    added: text.generic.added,
    updated: text.generic.updated,
    addFailed: text.general.unknownError,
    updateFailed: text.general.unknownError,
  },
  testId: resource,
});
