import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import { text } from '../../i18n/text';
import type { FormValuesOf } from '../forms/formValues';
import { zodValidate } from '../forms/zodValidate';
import type { ResourceForm } from './resourceForm';

/** The translation keys a resource's texts hold for its dialogs (e.g. `text.category`). */
export interface ResourceFormTextKeys {
  addTitle: string;
  editTitle: string;
  added: string;
  updated: string;
  adding?: string;
  updating?: string;
  /** The spec §8 fallback of a failed save; 'Unknown error' unless the resource has one. */
  saveFailed?: string;
}

type Defaulted = 'valuesOf' | 'validate' | 'createBody' | 'updateBody' | 'texts';

/**
 * A resource's Add / Edit form from its contract schema: the contract's rules, the wire body
 * is the schema's output, and editing starts from the record's values of the form's fields.
 * A resource overrides what is its own (information edited as rows, a derived status ...).
 */
export const resourceFormOf = <Schema extends z.ZodObject, Row extends RaRecord>({
  schema,
  texts,
  ...form
}: Omit<ResourceForm<FormValuesOf<Schema>, Row>, Defaulted> &
  Partial<Omit<ResourceForm<FormValuesOf<Schema>, Row>, 'texts'>> & {
    schema: Schema;
    texts: ResourceFormTextKeys;
  }): ResourceForm<FormValuesOf<Schema>, Row> => {
  const body = (values: FormValuesOf<Schema>): object => schema.parse(values);
  const fields = Object.keys(form.newValues);
  const failed = texts.saveFailed ?? text.general.unknownError;
  return {
    valuesOf: (record) =>
      Object.fromEntries(fields.map((field) => [field, record[field] ?? null])) as FormValuesOf<Schema>,
    validate: zodValidate(schema),
    createBody: body,
    updateBody: body,
    ...form,
    texts: { ...texts, addFailed: failed, updateFailed: failed },
  };
};
