import { Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import { ColumnsButton } from './ColumnsButton';
import { savedViewListOf } from './useSavedViews';
import { ViewsButton } from './ViewsButton';

/** A list's Views and Columns controls, beside its toolbar; Views where the list keeps saved views. */
export const ListViewTools = () => {
  const list = savedViewListOf(useListContext().resource);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {list && <ViewsButton list={list} />}
      <ColumnsButton />
    </Stack>
  );
};
