import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { text } from '../../i18n/text';

/** The page size of a list (spec §9: 10, 20 or 50); choosing one starts again from the first page. */
export const RowsPerPage = ({ sizes }: { sizes: readonly number[] }) => {
  const translate = useTranslate();
  const { perPage, setPerPage } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={translate(text.general.rowsPerPage)}
      value={perPage}
      onChange={(event) => setPerPage(Number(event.target.value))}
      sx={{ width: 140, my: 1 }}
      data-testid="rows-per-page"
    >
      {sizes.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
};
