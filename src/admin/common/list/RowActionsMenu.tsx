import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { text } from '../../i18n/text';

export interface RowAction {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  /** Shown in the error colour: the action removes something. */
  destructive?: boolean;
}

/**
 * The Actions column of a table (spec §2): a menu button opening the row's actions. `label`
 * names the row for screen readers ('Actions for Tiles'); every row's button looks the same.
 */
export const RowActionsMenu = ({ actions, label }: { actions: readonly RowAction[]; label?: string }) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        size="small"
        aria-label={label ?? translate(text.general.openMenu)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="row-actions"
        onClick={(event) => {
          // The row may react to clicks; opening the menu is not one.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map(({ label, icon, onSelect, destructive }) => (
          <MenuItem
            key={label}
            onClick={() => {
              close();
              onSelect();
            }}
            sx={destructive ? { color: 'error.main' } : undefined}
          >
            {icon && <ListItemIcon sx={destructive ? { color: 'error.main' } : undefined}>{icon}</ListItemIcon>}
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
