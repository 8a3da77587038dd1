import { useCreate, useTranslate } from 'react-admin';
import { FormDialog } from '../../common/dialogs/FormDialog';
import { saveWithToasts } from '../../common/dialogs/saveWithToasts';
import { text } from '../../i18n/text';
import { EquipmentInputs } from './EquipmentInputs';
import { equipmentBody, newEquipmentValues, validateEquipment, type EquipmentFormValues } from './equipmentForm';
import { EQUIPMENT_RESOURCE } from './resourceName';

/** Spec §5 "Add equipment": submit is disabled while saving or while the name is empty. */
export const EquipmentCreateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const [create] = useCreate();

  const save = (values: EquipmentFormValues) =>
    saveWithToasts({ success: translate(text.equipment.added), fallback: translate(text.equipment.addFailed) }, () =>
      create(EQUIPMENT_RESOURCE, { data: equipmentBody(values) }, { returnPromise: true }),
    );

  return (
    <FormDialog<EquipmentFormValues>
      open={open}
      onClose={onClose}
      title={translate(text.equipment.addTitle)}
      defaultValues={newEquipmentValues}
      validate={validateEquipment}
      onSubmit={save}
      canSubmit={(values) => Boolean(values.name?.trim())}
      testId="equipment-create-dialog"
    >
      <EquipmentInputs />
    </FormDialog>
  );
};
