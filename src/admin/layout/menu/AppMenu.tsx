import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { TOOLTIP_DELAY_MS } from '../../../shared/constants';
import { useSession } from '../../api/AdminApiContext';
import { text } from '../../i18n/text';
import { menuFor } from '../../screensFor';
import { useSidebar } from '../sidebar/SidebarProvider';

/** The role's sidebar entries; the active one is the exact path (spec §2). */
export const AppMenu = ({ expanded }: { expanded: boolean }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { user } = useSession();
  const { isMobile, setOpenMobile } = useSidebar();
  const entries = menuFor(user?.role);

  return (
    <List component="nav" aria-label={translate(text.layout.mainNavigation)} data-testid="main-menu" dense>
      {entries.map(({ title, to, icon: Icon }) => {
        const label = translate(title);
        const active = pathname === to;
        return (
          <Tooltip key={to} title={expanded ? '' : label} placement="right" enterDelay={TOOLTIP_DELAY_MS}>
            <ListItemButton
              component={Link}
              to={to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              aria-label={label}
              onClick={() => isMobile && setOpenMobile(false)}
              sx={{ borderRadius: 1, mx: 1, px: 1, minHeight: 40 }}
            >
              <ListItemIcon sx={{ minWidth: expanded ? 36 : 0 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {expanded && <ListItemText primary={label} />}
            </ListItemButton>
          </Tooltip>
        );
      })}
    </List>
  );
};
