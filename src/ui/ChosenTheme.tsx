// The theme of a page shown without react-admin's <Admin> (the sign-in page, the customer's public pages): the one
// picked in the app, else the system's.
import { type ReactNode, useMemo } from 'react';
import { CssBaseline, useMediaQuery } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { chosenThemeName, darkTheme, lightTheme, PREFERS_DARK } from '../themes';

export function ChosenTheme({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery(PREFERS_DARK, { noSsr: true });
  const mode = chosenThemeName() ?? (prefersDark ? 'dark' : 'light');
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
