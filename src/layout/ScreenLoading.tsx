// What a screen shows while its chunk loads: a thin bar where the page will be, the app bar and menu kept.
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ScreenLoading() {
  const translate = useTranslate();
  return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
}
