import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { type RaRecord, useCreate, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { RecordTabs } from '../history/RecordTabs';
import { FormDialog } from './FormDialog';
import type { ResourceForm } from './resourceForm';
import { saveWithToasts } from './saveWithToasts';

/**
 * The Add dialog of the current resource, or with a `record` its Edit dialog: creates, or
 * updates pessimistically (the list shows the record as the server saved it), then toasts.
 * Editing a record the activity log keeps, it has a History tab beside the inputs.
 */
export const ResourceFormDialog = <Values extends FieldValues, Row extends RaRecord>({
  form,
  open,
  onClose,
  record,
  onSaved,
}: {
  form: ResourceForm<Values, Row>;
  open: boolean;
  onClose: () => void;
  record?: Row;
  /** After a save, e.g. to reload a list that shows the record inside another (a product's variants). */
  onSaved?: () => void;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [create] = useCreate();
  const [update] = useUpdate();
  const { texts, Inputs } = form;
  const defaultValues = useMemo(() => (record ? form.valuesOf(record) : form.newValues), [form, record]);
  const validate = useMemo(() => (values: object) => form.validate(values as Values, record), [form, record]);
  const progress = record ? texts.updating : texts.adding;

  const write = (values: Values) =>
    record
      ? update(
          resource,
          { id: record.id, data: form.updateBody(values, record), previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      : create(resource, { data: form.createBody(values) }, { returnPromise: true });

  const save = async (values: Values) => {
    await saveWithToasts(
      {
        ...(progress ? { progress: translate(progress) } : {}),
        success: translate(record ? texts.updated : texts.added),
        fallback: translate(record ? texts.updateFailed : texts.addFailed),
        translate,
      },
      () => write(values),
    );
    onSaved?.();
  };

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={translate(record ? texts.editTitle : texts.addTitle)}
      defaultValues={defaultValues}
      validate={validate}
      onSubmit={save}
      canSubmit={record ? undefined : form.canCreate}
      testId={`${form.testId}-${record ? 'edit' : 'create'}-dialog`}
    >
      <RecordTabs recordId={record && String(record.id)}>
        <Stack spacing={1}>
          <Inputs creating={!record} />
        </Stack>
      </RecordTabs>
    </FormDialog>
  );
};
