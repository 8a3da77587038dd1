import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { EQUIPMENT_STATUSES } from '../../../shared/constants';
import type { Equipment } from '../../../shared/contract/equipment';
import { bulkEquipmentStatusCall } from '../../api/calls/bulk';
import { BulkAction } from '../../common/bulk/BulkAction';
import { useBulkSelection } from '../../common/bulk/BulkSelection';
import { useBulkApply } from '../../common/bulk/useBulkApply';
import { text } from '../../i18n/text';

const LABELS: Record<Equipment['status'], string> = {
  Available: text.equipment.available,
  'Not Available': text.equipment.notAvailable,
};

/**
 * Issue 28: the admin sets every ticked equipment (or all) Available or Not Available; the
 * server refuses Available for stock 0 with the form's warning (spec §4).
 */
export const EquipmentStatusBulkAction = () => {
  const translate = useTranslate();
  const labelId = useId();
  const { target } = useBulkSelection();
  const [status, setStatus] = useState<Equipment['status']>('Available');
  const apply = useBulkApply(bulkEquipmentStatusCall);
  return (
    <BulkAction
      label={text.bulk.equipmentStatus}
      title={text.bulk.equipmentStatusTitle}
      testId="bulk-equipment-status"
      onClose={() => setStatus('Available')}
      canApply
      pending={apply.isPending}
      onApply={() => apply.mutateAsync({ target, status })}
    >
      <FormControl>
        <FormLabel id={labelId}>{translate(text.bulk.equipmentStatusLabel)}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={status}
          onChange={(event) => setStatus(event.target.value as Equipment['status'])}
        >
          {EQUIPMENT_STATUSES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={translate(LABELS[value])} />
          ))}
        </RadioGroup>
      </FormControl>
    </BulkAction>
  );
};
