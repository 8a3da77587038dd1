import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import type { InformationRow } from '../../../shared/contract/common';
import { text } from '../../i18n/text';

const emptyRow: InformationRow = { key: '', value: '' };

/**
 * Spec §3 "information" as the user edits it: one name / value row per property. The form
 * value is InformationRow[]; dialogs convert it with to/fromInformationRows.
 */
export const InformationInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: source });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="information-input">
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(text.information.title)}
      </Typography>
      {fields.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={1} alignItems="flex-start" data-testid="information-row">
          <TextInput
            source={`${source}.${index}.key`}
            label={translate(text.information.name)}
            helperText={false}
            sx={{ flex: 1 }}
          />
          <TextInput
            source={`${source}.${index}.value`}
            label={translate(text.information.value)}
            helperText={false}
            sx={{ flex: 2 }}
          />
          <IconButton aria-label={translate(text.information.remove)} onClick={() => remove(index)} sx={{ mt: 1.5 }}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append(emptyRow)}>
        {translate(text.information.add)}
      </Button>
    </Box>
  );
};
