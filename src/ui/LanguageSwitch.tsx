// English or Español in one click, for pages without the app bar (the sign-in and recovery panes). The choice goes to
// react-admin's store, the one the signed-in app reads, so it carries into the app.
import { useEffect } from 'react';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** The page's `lang` follows the language shown, so screen readers speak it with the right voice. */
export function useDocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    // Setting it, even to the same language, restyles the whole page: a long task on a phone as the app opens.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
}

export function LanguageSwitch() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  useDocumentLanguage();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_event, chosen: string | null) => chosen && setLocale(chosen)}
      aria-label={translate('app.auth.language')}
    >
      {languages.map(({ locale: value, name }) => (
        <ToggleButton key={value} value={value} lang={value} sx={{ py: 0.25, px: 1, textTransform: 'none' }}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
