import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

type Palette = NonNullable<RaThemeOptions['palette']>;

/**
 * WCAG AA (4.5:1) for text: the default hues one shade deeper (success already passes), so
 * coloured text (a focused field's label, an outlined badge, a link) reads on white and on a
 * filled field's grey, and white reads on filled badges and buttons.
 */
const lightShades: Palette = {
  primary: { main: '#1565c0' },
  secondary: { main: '#0069c0' },
  error: { main: '#c62828' },
  warning: { main: '#b85000' },
  info: { main: '#0270b0' },
};

/** On dark surfaces the hues are already light; only red is not light enough for a field's error label. */
const darkShades: Palette = {
  error: { main: '#ff8a80' },
};

/**
 * Our touches over a react-admin theme: the shades above; text on a coloured fill is dark
 * unless white reaches 4.5:1 (MUI's default bar is 3); buttons keep the spec's casing
 * ('Save Password').
 */
const withAppStyle = (base: RaThemeOptions, shades: Palette): RaThemeOptions => ({
  ...base,
  palette: { ...base.palette, ...shades, contrastThreshold: 4.5 },
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
  light: withAppStyle(defaultLightTheme, lightShades),
  dark: withAppStyle(defaultDarkTheme, darkShades),
};
