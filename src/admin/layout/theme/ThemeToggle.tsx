import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { type ReactElement, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type Theme, TOOLTIP_DELAY_MS } from '../../../shared/constants';
import { text } from '../../i18n/text';
import { useThemeMode } from './ThemeModeProvider';

const options: ReadonlyArray<{ mode: Theme; label: string; icon: ReactElement }> = [
  { mode: 'light', label: text.layout.themeLight, icon: <LightModeIcon fontSize="small" /> },
  { mode: 'dark', label: text.layout.themeDark, icon: <DarkModeIcon fontSize="small" /> },
  { mode: 'system', label: text.layout.themeSystem, icon: <SettingsBrightnessIcon fontSize="small" /> },
];

/** Spec §2 page header: Light, Dark or System. */
export const ThemeToggle = () => {
  const translate = useTranslate();
  const { mode, resolved, setMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate(text.layout.theme);

  return (
    <>
      <Tooltip title={label} enterDelay={TOOLTIP_DELAY_MS}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'theme-menu' : undefined}
          data-testid="theme-toggle"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {resolved === 'dark' ? <DarkModeIcon /> : <LightModeIcon />}
        </IconButton>
      </Tooltip>
      <Menu id="theme-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.mode}
            role="menuitemradio"
            aria-checked={option.mode === mode}
            selected={option.mode === mode}
            data-testid={`theme-option-${option.mode}`}
            onClick={() => {
              setMode(option.mode);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option.icon}</ListItemIcon>
            <ListItemText>{translate(option.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
