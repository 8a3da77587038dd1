import { Box, Divider, Typography } from '@mui/material';
import { InboxButton } from './inbox/InboxButton';
import { PaletteButton } from './palette/PaletteButton';
import { SidebarToggle } from './sidebar/SidebarToggle';
import { ThemeToggle } from './theme/ThemeToggle';

/**
 * Spec §2 page header: the page's title, a vendor's inbox and the search button (issue 26), and the theme toggle. Pages set the title with
 * react-admin's <Title>, which renders into the element with id 'react-admin-title'.
 */
export const PageHeader = () => (
  <Box
    component="header"
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      px: 2,
      minHeight: 56,
      borderBottom: 1,
      borderColor: 'divider',
      position: 'sticky',
      top: 0,
      zIndex: 'appBar',
      bgcolor: 'background.default',
    }}
  >
    <SidebarToggle />
    <Divider orientation="vertical" flexItem sx={{ my: 1.5 }} />
    <Typography
      id="react-admin-title"
      component="h1"
      variant="h6"
      noWrap
      data-testid="page-title"
      sx={{ flex: 1, minWidth: 0 }}
    />
    <InboxButton />
    <PaletteButton />
    <ThemeToggle />
  </Box>
);
