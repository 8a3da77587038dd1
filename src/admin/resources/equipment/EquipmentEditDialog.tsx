import { useMemo } from 'react';
import { useTranslate, useUpdate } from 'react-admin';
import type { Equipment } from '../../../shared/contract/equipment';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { saveWithToasts } from '../../common/dialogs/saveWithToasts';
import { text } from '../../i18n/text';
import { EquipmentInputs } from './EquipmentInputs';
import { equipmentBody, equipmentFormValues, validateEquipment, type EquipmentFormValues } from './equipmentForm';
import { EQUIPMENT_RESOURCE } from './resourceName';

/** Edits the row's equipment; the list shows the saved record as the server returns it. */
export const EquipmentEditDialog = ({
  open,
  onClose,
  record,
}: {
  open: boolean;
  onClose: () => void;
  record: Equipment;
}) => {
  const translate = useTranslate();
  const [update] = useUpdate();
  const defaultValues = useMemo(() => equipmentFormValues(record), [record]);

  const save = (values: EquipmentFormValues) =>
    saveWithToasts({ success: translate(text.equipment.updated), fallback: translate(text.equipment.updateFailed) }, () =>
      update(
        EQUIPMENT_RESOURCE,
        { id: record.id, data: equipmentBody(values), previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    );

  return (
    <FormDialog<EquipmentFormValues>
      open={open}
      onClose={onClose}
      title={translate(text.equipment.editTitle)}
      defaultValues={defaultValues}
      validate={validateEquipment}
      onSubmit={save}
      testId="equipment-edit-dialog"
    >
      <EquipmentInputs />
    </FormDialog>
  );
};
