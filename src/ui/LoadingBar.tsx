// A loading bar that says what it is to a screen reader ("Loading", in the reader's language), as LoadingSpinner does.
import { LinearProgress, type LinearProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadingBar(props: LinearProgressProps) {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} {...props} />;
}
