import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';

/** The magnifier at the start of a search field (a list's search box, the command palette). */
export const searchAdornment = (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" />
  </InputAdornment>
);
