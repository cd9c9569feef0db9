// LawnDesk's light and dark themes: react-admin's defaults in lawn greens.
import type { Theme } from '@mui/material';
import { grey } from '@mui/material/colors';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const typography = { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' };

/** The sidebar is off-canvas below 768 px, collapsed to icons up to 1024 px and expanded above (spec section 2). */
export const SIDEBAR_BREAKPOINTS = { offCanvasBelow: 768, expandedFrom: 1024 };
/** The header's date and week pickers stand in the bar, on its right, from 992 px; narrower, they fold into one button. */
export const HEADER_NAV_RIGHT_FROM = 992;
export const fromHeaderNavRight = `@media (min-width: ${HEADER_NAV_RIGHT_FROM}px)`;
const breakpoints = { values: { xs: 0, sm: SIDEBAR_BREAKPOINTS.offCanvasBelow, md: SIDEBAR_BREAKPOINTS.expandedFrom, lg: 1280, xl: 1536 } };

/**
 * Text on a coloured fill (chips, contained buttons) takes black or white, whichever reaches WCAG AA's 4.5:1; MUI's
 * default threshold of 3 put white on the light blue and orange.
 */
const contrastThreshold = 4.5;

/** react-admin's empty-list message is faded to half its colour (2.6:1): it takes the secondary text colour instead. */
const RaEmpty = {
  styleOverrides: {
    root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { opacity: 1, color: theme.palette.text.secondary } }),
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  typography,
  breakpoints,
  palette: {
    mode: 'light',
    contrastThreshold,
    primary: { main: '#2e7d32' },
    secondary: { main: '#1b5e20' },
    // MUI's #0288d1 and #ed6c02 reach only 3.9:1 and 3.1:1 as text on white (outlined buttons, links): darker shades pass.
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
    background: { default: '#f4f7f2' },
  },
  // react-admin's form toolbar (grey 300) left the red Delete button at 3.8:1.
  components: { ...defaultLightTheme.components, RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } }, RaEmpty },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography,
  breakpoints,
  // MUI's dark red (#f44336) reaches 4.5:1 only on the darkest surfaces: a lighter red reads on the raised ones too.
  palette: { mode: 'dark', contrastThreshold, primary: { main: '#81c784' }, secondary: { main: '#a5d6a7' }, error: { main: '#ff7961' } },
  // react-admin's form toolbar (grey 800) left the red Delete button at 2.7:1.
  components: { ...defaultDarkTheme.components, RaToolbar: { styleOverrides: { root: { backgroundColor: grey[900] } } }, RaEmpty },
};

export type ThemeName = 'light' | 'dark';
export const THEME_KEY = 'theme';

/** The theme the user picked, or undefined until they pick one: then the system's light or dark preference rules. */
export function chosenThemeName(): ThemeName | undefined {
  const stored = localStorage.getItem(THEME_KEY);
  return stored === 'dark' || stored === 'light' ? stored : undefined;
}

export const PREFERS_DARK = '(prefers-color-scheme: dark)';
