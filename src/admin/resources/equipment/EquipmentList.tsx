import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, useTranslate, WrapperField } from 'react-admin';
import type { Equipment } from '../../../shared/contract/equipment';
import { ResourceCreateDialog } from '../../common/dialogs/ResourceCreateDialog';
import { formatRupees } from '../../common/formatters';
import { InformationBadges } from '../../common/InformationBadges';
import { CatalogList } from '../../common/list/CatalogList';
import { Thumbnail } from '../../common/Thumbnail';
import { text } from '../../i18n/text';
import { EquipmentRowActions } from './EquipmentRowActions';
import { equipmentForm } from './equipmentForm';

const COLUMNS = 5;

/** Spec §2 "Equipments": the table of rentable equipment, with Add / Edit / Delete. */
export const EquipmentList = () => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const title = translate(text.equipment.title);

  return (
    <>
      <CatalogList
        title={title}
        breadcrumb={title}
        loadErrorTitle={translate(text.equipment.loadError)}
        emptyTitle={translate(text.equipment.empty)}
        emptyHint={translate(text.equipment.emptyHint)}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate(text.equipment.add)}
          </Button>
        }
        columns={COLUMNS}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
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
                  <Chip
                    size="small"
                    variant="outlined"
                    color="warning"
                    label={translate(text.equipment.notAvailable)}
                  />
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
          <WrapperField label={translate(text.general.actions)} textAlign="right">
            <EquipmentRowActions />
          </WrapperField>
        </Datagrid>
      </CatalogList>
      <ResourceCreateDialog form={equipmentForm} open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
