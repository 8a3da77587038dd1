import { useMemo } from 'react';
import { type RaRecord, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormDialog } from './FormDialog';
import type { ResourceForm } from './resourceForm';
import { saveWithToasts } from './saveWithToasts';

/**
 * The Edit dialog of a row of the current resource: updates pessimistically (the list shows
 * the record as the server saved it), then toasts.
 */
export const ResourceEditDialog = <Values extends FieldValues, Row extends RaRecord>({
  form,
  open,
  onClose,
  record,
}: {
  form: ResourceForm<Values, Row>;
  open: boolean;
  onClose: () => void;
  record: Row;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [update] = useUpdate();
  const { texts, Inputs } = form;
  const defaultValues = useMemo(() => form.valuesOf(record), [form, record]);
  const validate = useMemo(() => (values: object) => form.validate(values as Values, record), [form, record]);

  const save = (values: Values) =>
    saveWithToasts(
      {
        ...(texts.updating ? { progress: translate(texts.updating) } : {}),
        success: translate(texts.updated),
        fallback: translate(texts.updateFailed),
      },
      () =>
        update(
          resource,
          { id: record.id, data: form.updateBody(values, record), previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
    );

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={translate(texts.editTitle)}
      defaultValues={defaultValues}
      validate={validate}
      onSubmit={save}
      testId={`${form.testId}-edit-dialog`}
    >
      <Inputs creating={false} />
    </FormDialog>
  );
};
