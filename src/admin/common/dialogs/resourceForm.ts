import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { FormErrors } from '../forms/zodValidate';

/** Translation keys of a resource's Add and Edit dialogs and their toasts (spec §8). */
export interface ResourceFormTexts {
  addTitle: string;
  editTitle: string;
  added: string;
  updated: string;
  /** Shown when a failure carries neither a server message nor one of its own. */
  addFailed: string;
  updateFailed: string;
  /** Progress toasts, where the spec names them ('Creating category...'). */
  adding?: string;
  updating?: string;
}

/**
 * What is a resource's own in its Add and Edit dialogs: the inputs they share, the form values
 * and how they become the wire bodies, the rules and the texts. The dialogs themselves are
 * generic (ResourceFormDialog).
 */
export interface ResourceForm<Values extends FieldValues, Row extends RaRecord> {
  /** The inputs; `creating` where Add asks more than Edit (a required speciality). */
  Inputs: ComponentType<{ creating: boolean }>;
  newValues: Values;
  valuesOf: (record: Row) => Values;
  /** The contract's rules (zodValidate); `record` is set when editing. */
  validate: (values: Values, record?: Row) => FormErrors;
  createBody: (values: Values) => object;
  /** The update body; the endpoint's call adds the id. */
  updateBody: (values: Values, record: Row) => object;
  /** Spec §5 "Add" rules that keep submit disabled (a name not given yet). */
  canCreate?: (values: Values) => boolean;
  texts: ResourceFormTexts;
  /** Names the dialogs for tests: `<testId>-create-dialog`, `<testId>-edit-dialog`. */
  testId: string;
}
