import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Avatar,
  Box,
  ButtonBase,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../api/AdminApiContext';
import { displayName } from '../api/authStorage';
import { text } from '../i18n/text';
import { paths } from '../paths';
import { LanguageChoices } from './LanguageChoices';

/** Spec §2 sidebar footer: avatar (initial), name and email; Change Password, the language (issue 26) and Log out. */
export const UserMenu = ({ expanded }: { expanded: boolean }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const name = displayName(user);

  const onLogout = () => {
    setLoggingOut(true);
    // Whoever signs in next starts from the home page, not from this user's last page.
    void logout({}, paths.login, false);
  };

  return (
    <>
      <ButtonBase
        aria-label={translate(text.layout.userMenu)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        data-testid="user-menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: '100%', justifyContent: 'flex-start', gap: 1.5, p: 1, borderRadius: 1 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>{name.charAt(0).toUpperCase()}</Avatar>
        {expanded && (
          <Box sx={{ minWidth: 0, textAlign: 'left' }}>
            <Typography variant="body2" noWrap fontWeight={600} data-testid="user-name">
              {name}
            </Typography>
            <Typography variant="caption" noWrap color="text.secondary" component="p" data-testid="user-email">
              {user?.email}
            </Typography>
          </Box>
        )}
      </ButtonBase>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <MenuItem
          component={Link}
          to={paths.changePassword}
          onClick={() => setAnchor(null)}
          data-testid="user-menu-change-password"
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(text.layout.changePassword)}</ListItemText>
        </MenuItem>
        <Divider />
        <LanguageChoices onChosen={() => setAnchor(null)} />
        <Divider />
        <MenuItem onClick={onLogout} disabled={loggingOut} data-testid="logout-button">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(loggingOut ? text.auth.loggingOut : text.auth.logOut)}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
