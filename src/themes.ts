// LawnDesk's light and dark themes: react-admin's defaults in lawn greens.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const typography = { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' };

/** The sidebar is off-canvas below 768 px, collapsed to icons up to 1024 px and expanded above (spec section 2). */
export const SIDEBAR_BREAKPOINTS = { offCanvasBelow: 768, expandedFrom: 1024 };
/** The header's date and week pickers stand in the bar, on its right, from 992 px; narrower, they fold into one button. */
export const HEADER_NAV_RIGHT_FROM = 992;
export const fromHeaderNavRight = `@media (min-width: ${HEADER_NAV_RIGHT_FROM}px)`;
const breakpoints = { values: { xs: 0, sm: SIDEBAR_BREAKPOINTS.offCanvasBelow, md: SIDEBAR_BREAKPOINTS.expandedFrom, lg: 1280, xl: 1536 } };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  typography,
  breakpoints,
  palette: { mode: 'light', primary: { main: '#2e7d32' }, secondary: { main: '#1b5e20' }, background: { default: '#f4f7f2' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  typography,
  breakpoints,
  palette: { mode: 'dark', primary: { main: '#81c784' }, secondary: { main: '#a5d6a7' } },
};

export type ThemeName = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function storedThemeName(): ThemeName {
  return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
}
