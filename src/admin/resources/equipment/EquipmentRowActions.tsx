import { useTranslate } from 'react-admin';
import { EditDeleteActions } from '../../common/list/EditDeleteActions';
import { text } from '../../i18n/text';
import { equipmentForm } from './equipmentForm';

/** The Actions cell of an equipment row (spec §2: Edit, Delete). */
export const EquipmentRowActions = () => {
  const translate = useTranslate();
  return (
    <EditDeleteActions
      form={equipmentForm}
      deleteDescription={({ name }) => translate(text.equipment.deleteConfirm, { name })}
    />
  );
};
