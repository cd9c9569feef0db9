// The language button of the app bar and the public pages: the language shown, and a menu of the others. Its menu is
// mounted only while open (react-admin's LocalesMenuButton keeps its menu mounted, closed, on every page).
import { type MouseEvent, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales } from 'react-admin';

const MENU_ID = 'language-menu';

/** In the app bar on a phone the button shows its icon only; its name stays for screen readers. */
const PHONE_ICON_ONLY = {
  fontSize: { xs: 0, sm: 'inherit' },
  minWidth: 0,
  '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
} as const;

export function LanguageMenuButton({ iconOnlyOnPhone = false }: { iconOnlyOnPhone?: boolean }) {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (chosen: string) => {
    setLocale(chosen);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        aria-haspopup="true"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={iconOnlyOnPhone ? PHONE_ICON_ONLY : undefined}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      {anchor && (
        <Menu id={MENU_ID} anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {languages.map((language) => (
            <MenuItem
              key={language.locale}
              lang={language.locale}
              selected={language.locale === locale}
              onClick={() => choose(language.locale)}
            >
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
