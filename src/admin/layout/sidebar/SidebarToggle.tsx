import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TOOLTIP_DELAY_MS } from '../../../shared/constants';
import { text } from '../../i18n/text';
import { useSidebar } from './SidebarProvider';

export const SidebarToggle = () => {
  const translate = useTranslate();
  const { isMobile, open, openMobile, toggle } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  const label = translate(text.layout.toggleSidebar);

  return (
    <Tooltip title={`${label} (Ctrl+B)`} enterDelay={TOOLTIP_DELAY_MS}>
      <IconButton
        aria-label={label}
        aria-expanded={expanded}
        aria-controls="app-sidebar"
        aria-keyshortcuts="Control+B Meta+B"
        data-testid="sidebar-toggle"
        onClick={toggle}
        edge="start"
      >
        {expanded ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
};
