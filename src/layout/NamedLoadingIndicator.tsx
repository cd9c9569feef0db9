// react-admin's loading spinner, named for a screen reader: its props type omits the attributes it passes on.
import { LoadingIndicator, useTranslate } from 'react-admin';

export function NamedLoadingIndicator() {
  const translate = useTranslate();
  return <LoadingIndicator {...{ 'aria-label': translate('ra.page.loading') }} />;
}
