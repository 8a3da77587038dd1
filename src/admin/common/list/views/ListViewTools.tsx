import { Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import { ColumnsButton } from './ColumnsButton';
import { ViewsButton } from './ViewsButton';

/** A list's Views and Columns controls, beside its toolbar. */
export const ListViewTools = () => {
  const { resource } = useListContext();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <ViewsButton list={resource} />
      <ColumnsButton />
    </Stack>
  );
};
