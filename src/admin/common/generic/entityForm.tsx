import { createContext, useContext } from 'react';
import type { RaRecord } from 'react-admin';
import type { EntityForm } from '../../../shared/contract/entityForm';
import { text } from '../../i18n/text';
import type { ResourceForm } from '../dialogs/resourceForm';
import { EntityInputs } from './EntityInputs';
import { type EntityField, entityFields } from './entityFields';

export type EntityValues = Record<string, unknown>;
/** A registry record shown generically; it names itself by `name` where it has one. */
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
 * The Add and Edit dialogs of a registry entity, from the bodies its server describes. The
 * server's contract validates; its field messages show under the inputs.
 */
export const entityResourceForm = (
  fields: ReturnType<typeof entityFieldsOf>,
  resource: string,
): ResourceForm<EntityValues, EntityRow> => ({
  Inputs: EntityFormInputs,
  newValues: valuesOf(fields.create),
  valuesOf: (record) => valuesOf(fields.update, record),
  validate: () => ({}),
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
