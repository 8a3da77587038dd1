import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { useThemeMode } from './ThemeModeProvider';
import { themes } from './themes';

/** The theme react-admin gives its pages, for what shows outside react-admin (start, sign-in). */
export const Themed = ({ children }: { children: ReactNode }) => {
  const { resolved } = useThemeMode();
  return (
    <ThemeProvider theme={createTheme(themes[resolved])}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
};
