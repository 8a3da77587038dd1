import { Alert, FormControlLabel, Stack, Switch } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Equipment } from '../../../shared/contract/equipment';
import { text } from '../../i18n/text';

/**
 * Spec §4 "Equipment status": an 'Available' switch, off and disabled while stock is 0, with
 * the warning. The chosen status is kept, so raising the stock again restores it; the body
 * sent says Not Available (equipmentBody applies effectiveEquipmentStatus).
 */
export const EquipmentStatusInput = () => {
  const translate = useTranslate();
  const { field } = useInput<Equipment['status']>({ source: 'status' });
  const stock: unknown = useWatch({ name: 'stock' });
  const noStock = stock === 0;
  const available = !noStock && field.value === 'Available';

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={available}
            disabled={noStock}
            onChange={(event) => field.onChange(event.target.checked ? 'Available' : 'Not Available')}
            onBlur={field.onBlur}
            data-testid="equipment-status"
          />
        }
        label={translate(text.equipment.available)}
      />
      {noStock && (
        <Alert severity="warning" data-testid="stock-zero-warning">
          {translate(text.equipment.stockZeroWarning)}
        </Alert>
      )}
    </Stack>
  );
};
