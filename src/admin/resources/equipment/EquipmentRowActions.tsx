import { useTranslate } from 'react-admin';
import type { Equipment } from '../../../shared/contract/equipment';
import { EditDeleteActions } from '../../common/list/EditDeleteActions';
import { text } from '../../i18n/text';
import { EquipmentEditDialog } from './EquipmentEditDialog';
import { EQUIPMENT_RESOURCE } from './resourceName';

/** The Actions cell of an equipment row (spec §2: Edit, Delete). */
export const EquipmentRowActions = () => {
  const translate = useTranslate();
  return (
    <EditDeleteActions<Equipment>
      resource={EQUIPMENT_RESOURCE}
      EditDialog={EquipmentEditDialog}
      deleteDescription={({ name }) => translate(text.equipment.deleteConfirm, { name })}
    />
  );
};
