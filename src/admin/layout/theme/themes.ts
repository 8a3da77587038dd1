import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Our touches over a react-admin theme; buttons keep the spec's casing ('Save Password'). */
const withAppStyle = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  shape: { borderRadius: 8 },
  components: {
    ...base.components,
    MuiButton: {
      ...base.components?.MuiButton,
      styleOverrides: { ...base.components?.MuiButton?.styleOverrides, root: { textTransform: 'none' } },
    },
  },
});

/** react-admin's default themes, one per resolved mode; the mode itself is ours. */
export const themes: Record<'light' | 'dark', RaThemeOptions> = {
  light: withAppStyle(defaultLightTheme),
  dark: withAppStyle(defaultDarkTheme),
};
