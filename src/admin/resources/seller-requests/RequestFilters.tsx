import { Box, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { SELLER_REQUEST_FILTERS, type SellerRequestFilter } from '../../../shared/contract/seller-requests';
import { searchAdornment } from '../../common/forms/SearchAdornment';
import { text } from '../../i18n/text';

const labelOf = (filter: SellerRequestFilter) =>
  filter === 'ALL' ? text.sellerRequest.all : text.sellerRequest[filter];

/** The status filter (All, Pending, Accepted, Rejected), sent to the server, and the search of the page shown. */
export const RequestFilters = ({ search, onSearch }: { search: string; onSearch: (search: string) => void }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const status = SELLER_REQUEST_FILTERS.find((filter) => filter === filterValues.status) ?? 'ALL';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={translate(text.sellerRequest.statusFilter)}
        value={status}
        onChange={(event) => setFilters({ ...filterValues, status: event.target.value })}
        fullWidth={false}
        sx={{ width: 180 }}
      >
        {SELLER_REQUEST_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {translate(labelOf(filter))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={translate(text.sellerRequest.search)}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        fullWidth={false}
        sx={{ width: 260 }}
        slotProps={{
          input: {
            startAdornment: searchAdornment,
          },
        }}
      />
    </Box>
  );
};
