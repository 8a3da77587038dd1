import { useMemo } from 'react';
import { type RaRecord, useCreate, useResourceContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormDialog } from './FormDialog';
import type { ResourceForm } from './resourceForm';
import { saveWithToasts } from './saveWithToasts';

/** The Add dialog of the current resource: creates through the data provider, then toasts. */
export const ResourceCreateDialog = <Values extends FieldValues, Row extends RaRecord>({
  form,
  open,
  onClose,
}: {
  form: ResourceForm<Values, Row>;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [create] = useCreate();
  const { texts, Inputs } = form;
  const validate = useMemo(() => (values: object) => form.validate(values as Values), [form]);

  const save = (values: Values) =>
    saveWithToasts(
      {
        ...(texts.adding ? { progress: translate(texts.adding) } : {}),
        success: translate(texts.added),
        fallback: translate(texts.addFailed),
      },
      () => create(resource, { data: form.createBody(values) }, { returnPromise: true }),
    );

  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={translate(texts.addTitle)}
      defaultValues={form.newValues}
      validate={validate}
      onSubmit={save}
      canSubmit={form.canCreate}
      testId={`${form.testId}-create-dialog`}
    >
      <Inputs creating />
    </FormDialog>
  );
};
