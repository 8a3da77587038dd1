import { useMediaQuery } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '../../../shared/constants';

export interface ThemeMode {
  /** The preference: light, dark or system (spec §3). */
  mode: Theme;
  /** What is shown now; 'system' follows the device, live. */
  resolved: 'light' | 'dark';
  setMode(mode: Theme): void;
}

const ThemeModeContext = createContext<ThemeMode | null>(null);

const isTheme = (value: string | null): value is Theme => THEMES.some((theme) => theme === value);

const readMode = (): Theme => {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
};

/**
 * The theme preference lives here, under 'vite-ui-theme' (spec §9), and not in react-admin's
 * store, which logging out resets.
 */
export const ThemeModeProvider = ({ children }: { children: ReactNode }) => {
  const [mode, setStoredMode] = useState<Theme>(readMode);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });

  const setMode = useCallback((next: Theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, next);
    setStoredMode(next);
  }, []);

  const value = useMemo<ThemeMode>(() => {
    const resolved = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
    return { mode, resolved, setMode };
  }, [mode, prefersDark, setMode]);

  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
};

export const useThemeMode = (): ThemeMode => {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return value;
};
