import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Divider, Drawer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '../../../shared/constants';
import { text } from '../../i18n/text';
import { AppMenu } from '../menu/AppMenu';
import { UserMenu } from '../UserMenu';
import { useSidebar } from './SidebarProvider';

const SidebarContent = ({ expanded, state }: { expanded: boolean; state: string }) => {
  const translate = useTranslate();
  return (
    <Box
      component="aside"
      id="app-sidebar"
      aria-label={translate(text.layout.sidebar)}
      data-testid="app-sidebar"
      data-state={state}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: expanded ? 2 : 1.5, minHeight: 56 }}>
        <StorefrontIcon color="primary" />
        {expanded && (
          <Typography variant="subtitle1" fontWeight={700} noWrap>
            {translate(text.layout.appName)}
          </Typography>
        )}
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        <AppMenu expanded={expanded} />
      </Box>
      <Divider />
      <Box sx={{ p: 0.5 }}>
        <UserMenu expanded={expanded} />
      </Box>
    </Box>
  );
};

/**
 * Spec §2/§9: 16rem wide, 3rem (icons only) when collapsed; under 768 px an 18rem overlay
 * (MUI's temporary Drawer, which also traps focus and closes on Escape).
 */
export const AppSidebar = () => {
  const translate = useTranslate();
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={openMobile}
        onClose={() => setOpenMobile(false)}
        // The overlay is a modal dialog, which needs a name of its own.
        slotProps={{ paper: { 'aria-label': translate(text.layout.sidebar), sx: { width: SIDEBAR_WIDTH_MOBILE } } }}
      >
        <SidebarContent expanded state={openMobile ? 'expanded' : 'collapsed'} />
      </Drawer>
    );
  }

  const width = open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: theme.transitions.create('width') },
      })}
    >
      <SidebarContent expanded={open} state={open ? 'expanded' : 'collapsed'} />
    </Drawer>
  );
};
