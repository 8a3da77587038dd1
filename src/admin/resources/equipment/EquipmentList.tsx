import { Chip, Stack, Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import type { Equipment } from '../../../shared/contract/equipment';
import { calendarFeedsAction } from '../../common/calendar-feeds/calendarFeedsAction';
import { formatRupees } from '../../common/formatters';
import { InformationBadges } from '../../common/InformationBadges';
import { ImportButton } from '../../common/import/ImportButton';
import { ResourceList } from '../../common/list/ResourceList';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';
import { EquipmentStatusBulkAction } from './EquipmentStatusBulkAction';
import { equipmentForm } from './equipmentForm';

/** Spec §2 "Equipments": the table of rentable equipment, with Add / Edit / Delete. */
export const EquipmentList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      texts={text.equipment}
      sort={{ field: 'name', order: 'ASC' }}
      form={equipmentForm}
      bulkActions={<EquipmentStatusBulkAction />}
      toolbarActions={<ImportButton kind="equipment" />}
      moreActions={[calendarFeedsAction<Equipment>('equipment', translate(text.calendarFeeds.open))]}
    >
      <FunctionField<Equipment>
        source="name"
        label={translate(text.equipment.columnEquipment)}
        render={(equipment) => (
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Thumbnail src={equipment.imageUrl} alt={equipment.name} />
            <Typography variant="body2" fontWeight={500}>
              {equipment.name}
            </Typography>
            {equipment.status === 'Not Available' && (
              <Chip size="small" variant="outlined" color="warning" label={translate(text.equipment.notAvailable)} />
            )}
          </Stack>
        )}
      />
      <FunctionField<Equipment>
        label={translate(text.equipment.columnDescription)}
        render={({ description }) =>
          description ? (
            <Typography variant="body2" noWrap title={description} sx={{ maxWidth: 320 }}>
              {description}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate(text.equipment.noDescription)}
            </Typography>
          )
        }
      />
      <FunctionField<Equipment>
        source="dailyRate"
        label={translate(text.equipment.columnRate)}
        render={({ dailyRate, unitName }) => `${formatRupees(dailyRate)}/${unitName}`}
      />
      <FunctionField<Equipment>
        label={translate(text.equipment.columnInformation)}
        render={({ information }) => <InformationBadges information={information} />}
      />
    </ResourceList>
  );
};
