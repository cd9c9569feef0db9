// A spinner that says what it is to a screen reader ("Loading", in the reader's language): a progress bar needs a name.
import { CircularProgress, type CircularProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadingSpinner(props: CircularProgressProps) {
  const translate = useTranslate();
  return <CircularProgress aria-label={translate('ra.page.loading')} {...props} />;
}
